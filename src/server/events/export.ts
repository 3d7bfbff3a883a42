import { Readable } from 'node:stream';
import { create } from 'content-disposition';
import type { UserRow } from '../db/rows.js';
import { AppError } from '../errors.js';
import type { Translate } from '../i18n.js';
import { localDateTime } from '../time/local-dates.js';
import { csvRow, csvRows, UTF8_BOM } from './csv.js';
import type { EventFilter } from './filters.js';
import type { EventRow } from './present.js';

const BATCH = 1000;

type FindPage = (
  filter: EventFilter,
  limit: number,
) => Promise<{
  rows: { event: EventRow; box: { id: number; name: string; emoji: string; color: string } }[];
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
        ]),
      );
      const last = batch.rows.at(-1);
      if (!batch.nextCursor || !last) return;
      batch = await findPage({ ...base, before: { eventDate: last.event.eventDate, id: last.event.id } }, BATCH);
    }
  }
  return Readable.from(lines());
}

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

/**
 * An attachment header that carries any file name (RFC 6266, written by `content-disposition`): the exact UTF-8
 * name, and for old clients a readable ASCII one, accents dropped ('caffè' -> 'caffe') rather than turned to '?'.
 */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '')
      .replace(/-{2,}/g, '-') || 'korai.csv';
  return create(fileName, { fallback: ascii });
}
