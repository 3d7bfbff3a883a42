import { Readable } from 'node:stream';
import { localDateTime } from '../../shared/local-dates.js';
import type { UserRow } from '../db/rows.js';
import { AppError } from '../errors.js';
import type { Translate } from '../i18n.js';
import { csvRow, csvRows, UTF8_BOM } from './csv.js';
import type { EventFilter } from './filters.js';
import type { EventRow } from './present.js';

const BATCH = 1000;

type FindPage = (
  filter: EventFilter,
  limit: number,
) => Promise<{
  rows: { event: EventRow; box: { id: number; name: string; emoji: string; color: string; unit: string | null } }[];
  nextCursor: string | null;
}>;

/**
 * The user's events of a range as a CSV stream, read from the database a thousand at a time, so a
 * years-long export never sits in memory. Refused with 'Nessun dato da esportare' when there is nothing.
 */
export async function exportEventsCsv(
  findPage: FindPage,
  user: UserRow,
  filter: Omit<EventFilter, 'userId' | 'timeZone'>,
  t: Translate,
): Promise<Readable> {
  const base = { ...filter, userId: user.id, timeZone: user.timeZone };
  const first = await findPage(base, BATCH);
  if (!first.rows.length) throw new AppError('nothing_to_export');

  async function* lines() {
    yield UTF8_BOM;
    yield csvRow([
      t('csv.eventDate'),
      t('csv.box'),
      t('csv.description'),
      t('csv.notes'),
      t('csv.rating'),
      t('csv.trackingMode'),
      t('csv.quantity'),
      t('csv.unit'),
    ]);
    let batch = first;
    while (true) {
      yield csvRows(
        batch.rows.map(({ event, box }) => [
          localDateTime(event.eventDate, user.timeZone),
          `${box.emoji} ${box.name}`,
          event.description,
          event.notes,
          event.rating,
          t(`csv.${event.trackingMode}`),
          event.quantity,
          box.unit,
        ]),
      );
      const last = batch.rows.at(-1);
      if (!batch.nextCursor || !last) return;
      batch = await findPage({ ...base, before: { eventDate: last.event.eventDate, id: last.event.id } }, BATCH);
    }
  }
  return Readable.from(lines());
}
