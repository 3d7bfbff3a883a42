import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { exportQuerySchema, rangeQuerySchema, searchQuerySchema } from '../../shared/schemas/events.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import type { Translate } from '../i18n.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { EventContext } from './event-context.js';
import { exportEventsCsv } from './export-events-csv.js';
import { exportFileName } from './export-file-name.js';
import { type EventFilter, eventPageQuery } from './filters.js';
import { presentEvent, presentEventWithBox } from './present.js';

type SearchQuery = z.output<typeof searchQuerySchema>;
type RangeQuery = z.output<typeof rangeQuerySchema>;
type ExportQuery = z.output<typeof exportQuerySchema>;

function page<T extends { eventDate: Date; id: number }>(rows: T[], limit: number) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { shown, nextCursor: more && last ? encodeCursor(last) : null };
}

/** Events matching a filter with their box, newest first, one page at a time (read on `on`, the pool by default). */
export async function findPage(
  { db }: Pick<EventContext, 'db'>,
  filter: EventFilter,
  limit: number,
  on: AnyDatabase = db,
) {
  const rows = await eventPageQuery(on, filter, limit);
  const { shown, nextCursor } = page(
    rows.map((row) => ({ ...row, eventDate: row.event.eventDate, id: row.event.id })),
    limit,
  );
  return { rows: shown, nextCursor };
}

/** The box ids a range query names, all of them the caller's own. */
async function ownedBoxIds(
  { boxService }: EventContext,
  user: UserRow,
  query: Pick<RangeQuery, 'boxId' | 'boxIds'>,
): Promise<number[]> {
  const boxIds = [...(query.boxIds ?? []), ...(query.boxId ? [query.boxId] : [])];
  await boxService.requireOwned(user, boxIds);
  return boxIds;
}

export async function listForBox(
  ctx: EventContext,
  user: UserRow,
  boxId: number,
  cursor: string | undefined,
  limit: number,
) {
  await ctx.boxService.find(user, boxId);
  const { rows, nextCursor } = await findPage(
    ctx,
    { userId: user.id, timeZone: user.timeZone, boxIds: [boxId], before: decodeCursor(cursor) },
    limit,
  );
  return { events: rows.map((row) => presentEvent(row.event)), nextCursor };
}

export async function searchEvents(ctx: EventContext, user: UserRow, query: SearchQuery) {
  const { rows, nextCursor } = await findPage(
    ctx,
    {
      userId: user.id,
      timeZone: user.timeZone,
      q: query.q,
      tag: query.tag,
      startDate: query.startDate,
      endDate: query.endDate,
      dayPart: query.dayPart,
      boxIds: await ownedBoxIds(ctx, user, query),
      before: decodeCursor(query.cursor),
    },
    query.limit,
  );
  return { events: rows.map((row) => presentEventWithBox(row.event, row.box)), nextCursor };
}

/** The CSV of exactly what a search shows (text or tag, days, boxes), named after those filters. */
export async function exportCsv(
  ctx: EventContext,
  user: UserRow,
  bulk: AnyDatabase,
  query: ExportQuery,
  t: Translate,
): Promise<{ fileName: string; csv: Readable }> {
  const boxIds = [...(query.boxIds ?? []), ...(query.boxId ? [query.boxId] : [])];
  const chosen = await ctx.boxService.requireOwned(user, boxIds);
  const { q, tag, startDate, endDate, dayPart } = query;
  const filter = { q, tag, startDate, endDate, dayPart, boxIds };
  const csv = await exportEventsCsv((shown, limit) => findPage(ctx, shown, limit, bulk), user, filter, t);
  const fileName = exportFileName(t('csv.fileName'), { ...filter, boxNames: chosen.map((box) => box.name) });
  return { fileName, csv };
}
