/** What an export was narrowed by, for its file name. */
export interface ExportNaming {
  boxNames?: string[];
  q?: string;
  tag?: string;
  startDate?: string;
  endDate?: string;
}

/** A file-name piece of any script: letters and digits kept, everything else one hyphen, at most 40 characters. */
function fileNamePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** `korai-eventi-film-viaggio-2026-06-01_2026-06-30.csv`: every filter of the export shows in its name. */
export function exportFileName(prefix: string, naming: ExportNaming): string {
  const range = [naming.startDate, naming.endDate].filter(Boolean).join('_');
  const parts = [
    prefix,
    ...(naming.boxNames ?? []).slice(0, 3).map(fileNamePart),
    naming.tag ? `#${fileNamePart(naming.tag.replace(/^#/, ''))}` : '',
    naming.q ? fileNamePart(naming.q) : '',
    range,
  ];
  return `${parts.filter((part) => part && part !== '#').join('-')}.csv`;
}
