/** One headed part of the help text; the part before the first heading has none and stays out of the contents. */
export interface HelpSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/;

/**
 * Reads the knowledge text as the help page shows it: a section at each Markdown heading (`## Piani e prezzi`), its
 * paragraphs split at blank lines. Only structure is read; the words stay plain text, never HTML.
 */
export function helpSections(content: string): HelpSection[] {
  const sections: HelpSection[] = [];
  let current: HelpSection | undefined;
  let lines: string[] = [];
  const closeParagraph = () => {
    const paragraph = lines.join(' ').trim();
    lines = [];
    if (!paragraph) return;
    current ??= { id: 'help-intro', heading: '', paragraphs: [] };
    if (!sections.includes(current)) sections.push(current);
    current.paragraphs.push(paragraph);
  };
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      closeParagraph();
      current = { id: `help-${sections.length + 1}`, heading: heading[1] ?? '', paragraphs: [] };
      sections.push(current);
    } else if (line.trim() === '') {
      closeParagraph();
    } else {
      lines.push(line.trim());
    }
  }
  closeParagraph();
  return sections;
}
