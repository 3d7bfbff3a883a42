import type { Readable } from 'node:stream';
import { catalogues } from '../../../shared/i18n/catalogues.js';
import { ImportContentBuilder } from '../content.js';
import { csvRows } from '../csv-rows.js';
import { parseDateTime } from '../date-time.js';
import { malformed, unreadable } from '../malformed.js';
import type { SourceContext } from '../source.js';

/**
 * The export's columns (src/server/events/export-events-csv.ts), whatever language their headers were written in:
 * six, or eight since it has carried each event's quantity and its box's unit.
 */
const COLUMNS = [6, 8];
const [DATE, BOX, DESCRIPTION, NOTES, RATING, MODE, QUANTITY, UNIT] = [0, 1, 2, 3, 4, 5, 6, 7];

/** "descriptive" in each of the eleven languages the export may have been written in. */
const DESCRIPTIVE = new Set(
  Object.values(catalogues).map((catalogue) =>
    String((catalogue as { csv?: { descriptive?: string } }).csv?.descriptive),
  ),
);

/** The export guards cells a spreadsheet would run with a leading quote: take it off again. */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * Korai's own CSV export (date and time in the exporter's zone, "emoji name", description, notes, rating, tracking
 * mode): moving from one account to another keeps boxes, their emoji and every event.
 */
export async function readKoraiCsv(input: Readable, { timeZone }: SourceContext) {
  const builder = new ImportContentBuilder();
  let header = true;
  for await (const { cells, line } of csvRows(input)) {
    if (!COLUMNS.includes(cells.length)) throw unreadable('Korai');
    if (header) {
      header = false;
      continue;
    }
    const eventDate = parseDateTime(cells[DATE] ?? '', { timeZone });
    if (!eventDate) throw malformed('date', line, DATE + 1);
    const [emoji, ...name] = (cells[BOX] ?? '').trim().split(' ');
    const boxName = name.join(' ') || emoji || '';
    if (!boxName) throw malformed('empty_cell', line, BOX + 1);
    const mode = DESCRIPTIVE.has((cells[MODE] ?? '').trim()) ? 'descriptive' : 'counter';
    const ratingCell = (cells[RATING] ?? '').trim();
    const rating = ratingCell ? Number(ratingCell) : null;
    if (rating !== null && !(Number.isInteger(rating) && rating >= 1 && rating <= 5)) {
      throw malformed('number', line, RATING + 1);
    }
    const quantityCell = (cells[QUANTITY] ?? '').trim();
    const quantity = quantityCell ? Number(quantityCell) : 1;
    if (!Number.isInteger(quantity)) throw malformed('number', line, QUANTITY + 1);
    const unit = unguarded(cells[UNIT] ?? '').trim() || undefined;
    builder.event(builder.box(boxName, mode, name.length ? emoji : undefined, unit), {
      description: unguarded(cells[DESCRIPTION] ?? ''),
      quantity,
      notes: unguarded(cells[NOTES] ?? ''),
      rating,
      eventDate,
    });
  }
  if (header) throw unreadable('Korai');
  return builder.content();
}
