/** Enough of a file to hold its header row, however wide. */
const HEAD_BYTES = 64 * 1024;

/**
 * The column names of a CSV file's first row, read in the browser with the same parser the server uses. The parser
 * is loaded with the first file chosen, not with the settings screen.
 */
export async function readCsvHeader(file: Blob): Promise<string[]> {
  const [head, { parse }] = await Promise.all([file.slice(0, HEAD_BYTES).text(), import('csv-parse/browser/esm/sync')]);
  const [header] = parse(head, {
    bom: true,
    to_line: 1,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];
  return (header ?? []).map((cell) => cell.trim()).filter(Boolean);
}
