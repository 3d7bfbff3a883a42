/** One headed section of a knowledge text: what the chatbot ranks and answers with. */
export interface Passage {
  heading: string;
  body: string;
}

const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;

/**
 * Splits a knowledge text at its Markdown headings (`## Plans and prices`); a text without headings is split at
 * its blank lines instead, so an admin's free-form text still answers paragraph by paragraph.
 */
export function splitPassages(content: string): Passage[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  if (!lines.some((line) => HEADING.test(line))) {
    return content
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((body) => ({ heading: '', body }));
  }
  const passages: Passage[] = [];
  let current: { heading: string; lines: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const body = current.lines.join('\n').trim();
    if (body || current.heading) passages.push({ heading: current.heading, body: body || current.heading });
  };
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      current = { heading: heading[1] ?? '', lines: [] };
    } else {
      current ??= { heading: '', lines: [] };
      current.lines.push(line);
    }
  }
  close();
  return passages;
}
