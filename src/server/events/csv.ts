/**
 * RFC 4180 cells, with formulas neutralised: a cell a spreadsheet would run (starting with =, +, -, @, tab
 * or CR) gets a leading '. A plain signed number such as the counter's +1 cannot run anything and stays.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Makes Excel read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';
