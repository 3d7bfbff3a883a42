import { stringify } from 'csv-stringify/sync';

type Cell = string | number | null | undefined;

/**
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a leading '. A plain
 * signed number such as the counter's +1 cannot run anything and stays.
 */
function neutralised(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/**
 * RFC 4180 rows, CRLF-ended, written by `csv-stringify` a page at a time (one call to the writer, not one per row):
 * quoted where a comma, a quote or a line break needs it (a lone \n too, which the CRLF delimiter would not catch),
 * and where a spreadsheet would trim spaces at an end.
 */
export function csvRows(rows: Cell[][]): string {
  return stringify(
    rows.map((cells) => cells.map(neutralised)),
    { record_delimiter: 'windows', quoted_match: /^\s|\s$|[\r\n]/ },
  );
}

export function csvRow(cells: Cell[]): string {
  return csvRows([cells]);
}

/** One cell as it stands in a row. */
export function csvCell(value: Cell): string {
  return csvRow([value]).slice(0, -2);
}

/** Makes Excel read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF';
