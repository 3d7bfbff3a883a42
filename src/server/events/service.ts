import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COUNTER_DESCRIPTION,
  type createEventRequestSchema,
  type exportQuerySchema,
  extractHashtags,
  type rangeQuerySchema,
  type searchQuerySchema,
  type TrackedEvent,
} from '../../shared/schemas/events.js';
import type { BoxService } from '../boxes/service.js';
import type { AnyDatabase } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { preparedStatement } from '../db/prepared.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events, idempotencyKeys } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import type { Translate } from '../i18n.js';
import { requireWritableBox, requireWritableEvent } from '../plans/box-access.js';
import { adjustDayCount, countInsertedEvents } from '../stats/day-counts.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { exportEventsCsv } from './export-events-csv.js';
import { exportFileName } from './export-file-name.js';
import { type EventFilter, eventColumns, eventConditions, eventPageQuery } from './filters.js';
import { type EventRow, presentEvent, presentEventWithBox } from './present.js';

type CreateEventRequest = z.output<typeof createEventRequestSchema>;
type SearchQuery = z.output<typeof searchQuerySchema>;
type RangeQuery = z.output<typeof rangeQuerySchema>;
type ExportQuery = z.output<typeof exportQuerySchema>;

function page<T extends { eventDate: Date; id: number }>(rows: T[], limit: number) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { shown, nextCursor: more && last ? encodeCursor(last) : null };
}

/** The box and the body a create request carried: an idempotency key belongs to exactly one of them. */
function requestHash(boxId: number, request: CreateEventRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([boxId, request]))
    .digest('base64url');
}

const p = sql.placeholder;

/**
 * A whole event write in one statement, so a tap costs one round trip: the event (only into the caller's live
 * box, and only if the idempotency key is new), its day count and the key. No row comes back when nothing was
 * written; the caller then finds out why.
 */
const INSERT_EVENT = sql`
  WITH box AS (
    SELECT id, tracking_mode FROM boxes
    WHERE id = ${p('boxId')} AND user_id = ${p('userId')} AND deleted_at IS NULL
      AND (tracking_mode = 'counter' OR ${p('description')}::text IS NOT NULL)
      AND (${p('key')}::text IS NULL
           OR NOT EXISTS (SELECT 1 FROM idempotency_keys WHERE user_id = ${p('userId')} AND key = ${p('key')}::text))
  ), inserted AS (
    INSERT INTO events (user_id, box_id, description, quantity, notes, rating, tags, event_date, tracking_mode, created_at)
    SELECT ${p('userId')}, box.id,
      CASE WHEN box.tracking_mode = 'counter' THEN ${p('counterDescription')}::text ELSE ${p('description')}::text END,
      CASE WHEN box.tracking_mode = 'counter' THEN 1 ELSE ${p('quantity')}::int END,
      CASE WHEN box.tracking_mode = 'counter' THEN NULL ELSE ${p('notes')}::text END,
      CASE WHEN box.tracking_mode = 'counter' THEN NULL ELSE ${p('rating')}::smallint END,
      CASE WHEN box.tracking_mode = 'counter' THEN '{}'::text[] ELSE ${p('tags')}::text[] END,
      ${p('eventDate')}::timestamptz, box.tracking_mode, ${p('now')}::timestamptz
    FROM box
    RETURNING id, user_id, box_id, description, quantity, notes, rating, tags, event_date, created_at, tracking_mode
  ), counted AS (${countInsertedEvents(sql`${p('timeZone')}::text`)}
  ), claimed AS (
    INSERT INTO idempotency_keys (user_id, key, event_id, request_hash, created_at)
    SELECT user_id, ${p('key')}::text, id, ${p('requestHash')}::text, ${p('now')}::timestamptz
    FROM inserted WHERE ${p('key')}::text IS NOT NULL
  )
  SELECT id::text, box_id, description, quantity, notes, rating, tags, event_date, created_at, tracking_mode
  FROM inserted`;

interface InsertedEventRow {
  /** An int8, which pg hands over as text. */
  id: string;
  box_id: number;
  description: string;
  quantity: number;
  notes: string | null;
  rating: number | null;
  tags: string[];
  event_date: Date;
  created_at: Date;
  tracking_mode: EventRow['trackingMode'];
}

export function createEventService({ db, clock }: ServiceDeps, boxService: BoxService) {
  const insertEvent = preparedStatement<InsertedEventRow>(db, 'korai_insert_event', INSERT_EVENT);

  /** Events matching a filter with their box, newest first, one page at a time (read on `on`, the pool by default). */
  async function findPage(filter: EventFilter, limit: number, on: AnyDatabase = db) {
    const rows = await eventPageQuery(on, filter, limit);
    const { shown, nextCursor } = page(
      rows.map((row) => ({ ...row, eventDate: row.event.eventDate, id: row.event.id })),
      limit,
    );
    return { rows: shown, nextCursor };
  }

  /** The event an earlier request with this key made; the same key with another box or body is refused. */
  async function replay(user: UserRow, key: string, hash: string): Promise<TrackedEvent | undefined> {
    const [earlier] = await db
      .select({ event: eventColumns, requestHash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .innerJoin(events, eq(events.id, idempotencyKeys.eventId))
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    if (!earlier) return undefined;
    if (earlier.requestHash !== hash) throw new AppError('idempotency_mismatch');
    return presentEvent(earlier.event);
  }

  /** The box ids a range query names, all of them the caller's own. */
  async function ownedBoxIds(user: UserRow, query: Pick<RangeQuery, 'boxId' | 'boxIds'>): Promise<number[]> {
    const boxIds = [...(query.boxIds ?? []), ...(query.boxId ? [query.boxId] : [])];
    await boxService.requireOwned(user, boxIds);
    return boxIds;
  }

  return {
    findPage,

    async listForBox(user: UserRow, boxId: number, cursor: string | undefined, limit: number) {
      await boxService.find(user, boxId);
      const { rows, nextCursor } = await findPage(
        { userId: user.id, timeZone: user.timeZone, boxIds: [boxId], before: decodeCursor(cursor) },
        limit,
      );
      return { events: rows.map((row) => presentEvent(row.event)), nextCursor };
    },

    /**
     * Records an event: a counter box always gets quantity 1 and the counter description. With an idempotency
     * key, a retry of the same request returns the event the first one made and records nothing.
     */
    async create(user: UserRow, boxId: number, request: CreateEventRequest, key?: string): Promise<TrackedEvent> {
      const now = clock.now();
      await requireWritableBox(db, user, now, boxId);
      const description = request.description || null;
      const notes = request.notes || null;
      const hash = requestHash(boxId, request);
      const inserted = await insertEvent({
        boxId,
        userId: user.id,
        description,
        counterDescription: COUNTER_DESCRIPTION,
        quantity: request.quantity,
        notes,
        rating: request.rating ?? null,
        tags: extractHashtags(description, notes),
        eventDate: request.eventDate ? new Date(request.eventDate) : now,
        now,
        timeZone: user.timeZone,
        key: key ?? null,
        requestHash: hash,
      }).catch((error: unknown) => {
        // Two requests with one key at the same moment: the second loses the race and replays the first.
        if (key && isUniqueViolation(error, 'idempotency_keys')) return [];
        throw error;
      });
      const [row] = inserted;
      if (row) {
        return presentEvent({
          id: Number(row.id),
          userId: user.id,
          boxId: row.box_id,
          description: row.description,
          quantity: row.quantity,
          notes: row.notes,
          rating: row.rating,
          tags: row.tags,
          eventDate: row.event_date,
          createdAt: row.created_at,
          deletedAt: null,
          trackingMode: row.tracking_mode,
        });
      }
      const earlier = key ? await replay(user, key, hash) : undefined;
      if (earlier) return earlier;
      const box = await boxService.find(user, boxId);
      if (box.trackingMode === 'descriptive' && !description) {
        throw new AppError('validation', 'validation.descriptionRequired');
      }
      throw notFound();
    },

    /** A new description; its hashtags are read again. */
    async rename(user: UserRow, eventId: number, description: string): Promise<TrackedEvent> {
      await requireWritableEvent(db, user, clock.now(), eventId);
      const [current] = await db
        .select({ notes: events.notes })
        .from(events)
        .innerJoin(boxes, eq(boxes.id, events.boxId))
        .where(and(eq(events.id, eventId), eventConditions({ userId: user.id, timeZone: user.timeZone })));
      if (!current) throw notFound();
      const [event] = await db
        .update(events)
        .set({ description, tags: extractHashtags(description, current.notes) })
        .where(and(eq(events.id, eventId), eq(events.userId, user.id)))
        .returning(eventColumns);
      if (!event) throw notFound();
      return presentEvent(event);
    },

    async trash(user: UserRow, eventId: number): Promise<void> {
      await requireWritableEvent(db, user, clock.now(), eventId);
      await db.transaction(async (tx) => {
        const [event] = await tx
          .update(events)
          .set({ deletedAt: clock.now() })
          .where(and(eq(events.id, eventId), eq(events.userId, user.id), isNull(events.deletedAt)))
          .returning(eventColumns);
        if (!event) throw notFound();
        await adjustDayCount(tx, event, user.timeZone, -1);
      });
    },

    async search(user: UserRow, query: SearchQuery) {
      const { rows, nextCursor } = await findPage(
        {
          userId: user.id,
          timeZone: user.timeZone,
          q: query.q,
          tag: query.tag,
          startDate: query.startDate,
          endDate: query.endDate,
          boxIds: await ownedBoxIds(user, query),
          before: decodeCursor(query.cursor),
        },
        query.limit,
      );
      return { events: rows.map((row) => presentEventWithBox(row.event, row.box)), nextCursor };
    },

    /** The CSV of exactly what a search shows (text or tag, days, boxes), named after those filters. */
    async exportCsv(
      user: UserRow,
      bulk: AnyDatabase,
      query: ExportQuery,
      t: Translate,
    ): Promise<{ fileName: string; csv: Readable }> {
      const boxIds = [...(query.boxIds ?? []), ...(query.boxId ? [query.boxId] : [])];
      const chosen = await boxService.requireOwned(user, boxIds);
      const filter = { q: query.q, tag: query.tag, startDate: query.startDate, endDate: query.endDate, boxIds };
      const csv = await exportEventsCsv((shown, limit) => findPage(shown, limit, bulk), user, filter, t);
      const fileName = exportFileName(t('csv.fileName'), { ...filter, boxNames: chosen.map((box) => box.name) });
      return { fileName, csv };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
export type { EventRow };
