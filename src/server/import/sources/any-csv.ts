import type { Readable } from 'node:stream';
import { AppError } from '../../errors.js';
import { ImportContentBuilder } from '../content.js';
import { csvRows, headerIndex } from '../csv-rows.js';
import { parseDateTime } from '../date-time.js';
import { malformed } from '../malformed.js';
import type { SourceContext } from '../source.js';

/** `1.5`, `2,5`, `3`: a quantity as spreadsheets in any language write it. */
function parseQuantity(value: string): number | null {
  const number = Number(value.trim().replace(',', '.'));
  return value.trim() && Number.isFinite(number) ? number : null;
}

/**
 * Any CSV with a header row, read through the person's mapping: the date column (and the time's, if apart), the
 * box column or one box for every row, and optionally the description, quantity and notes columns. Boxes are
 * descriptive when a description column is mapped, counters otherwise.
 */
export async function readAnyCsv(input: Readable, { timeZone, mapping }: SourceContext) {
  if (!mapping.date || (!mapping.box && !mapping.boxName)) {
    throw new AppError('validation', 'import.validation.mappingRequired');
  }
  const mode = mapping.description ? 'descriptive' : 'counter';
  const builder = new ImportContentBuilder();
  let columns: Record<'date' | 'time' | 'box' | 'description' | 'quantity' | 'notes', number> | undefined;
  for await (const { cells, line } of csvRows(input)) {
    if (!columns) {
      const find = (name: string | undefined) => {
        if (!name) return -1;
        const index = headerIndex(cells, name);
        if (index < 0) throw new AppError('validation', 'import.validation.columnMissing', { column: name });
        return index;
      };
      columns = {
        date: find(mapping.date),
        time: find(mapping.time),
        box: find(mapping.box),
        description: find(mapping.description),
        quantity: find(mapping.quantity),
        notes: find(mapping.notes),
      };
      continue;
    }
    const cell = (index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');
    const eventDate = parseDateTime(cell(columns.date), {
      timeZone,
      dayFirst: mapping.dayFirst,
      time: columns.time >= 0 ? cell(columns.time) || undefined : undefined,
    });
    if (!eventDate) throw malformed('date', line, columns.date + 1);
    const boxName = columns.box >= 0 ? cell(columns.box) : (mapping.boxName ?? '');
    if (!boxName) throw malformed('empty_cell', line, columns.box + 1);
    let quantity = 1;
    if (columns.quantity >= 0 && cell(columns.quantity)) {
      const parsed = parseQuantity(cell(columns.quantity));
      if (parsed === null) throw malformed('number', line, columns.quantity + 1);
      quantity = parsed;
    }
    builder.event(builder.box(boxName, mode), {
      description: cell(columns.description),
      quantity,
      notes: cell(columns.notes),
      eventDate,
    });
  }
  return builder.content();
}
