import { and, desc, eq, isNull } from 'drizzle-orm';
import { DatabaseError } from 'pg';
import type { z } from 'zod';
import {
  COUNTER_DESCRIPTION,
  type createEventRequestSchema,
  extractHashtags,
  type searchQuerySchema,
} from '../../shared/schemas/events.js';
import type { UserRow } from '../auth/sessions.js';
import type { BoxService } from '../boxes/service.js';
import { boxes, events, idempotencyKeys } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { adjustDayCount } from '../stats/day-counts.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { boxColumns, type EventFilter, eventColumns, eventConditions } from './filters.js';
import { type EventRow, presentEvent, presentEventWithBox } from './present.js';

type CreateEventRequest = z.output<typeof createEventRequestSchema>;
type SearchQuery = z.output<typeof searchQuerySchema>;

function page<T extends { eventDate: Date; id: number }>(rows: T[], limit: number) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { shown, nextCursor: more && last ? encodeCursor(last) : null };
}

/**
 * A whole event write in one prepared statement, so a tap costs one round trip: the event (only into the
 * caller's live box, and only if the idempotency key $11 is new), its day count and the key. No row comes back
 * when nothing was written; the caller then finds out why.
 */
const INSERT_EVENT_SQL = `
  WITH box AS (
    SELECT id, tracking_mode FROM boxes
    WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL
      AND (tracking_mode = 'counter' OR $3::text IS NOT NULL)
      AND ($11::text IS NULL OR NOT EXISTS (SELECT 1 FROM idempotency_keys WHERE user_id = $2 AND key = $11))
  ), inserted AS (
    INSERT INTO events (user_id, box_id, description, quantity, notes, rating, tags, event_date, tracking_mode, created_at)
    SELECT $2, box.id,
      CASE WHEN box.tracking_mode = 'counter' THEN '${COUNTER_DESCRIPTION}' ELSE $3::text END,
      CASE WHEN box.tracking_mode = 'counter' THEN 1 ELSE $4::int END,
      CASE WHEN box.tracking_mode = 'counter' THEN NULL ELSE $5::text END,
      CASE WHEN box.tracking_mode = 'counter' THEN NULL ELSE $6::smallint END,
      CASE WHEN box.tracking_mode = 'counter' THEN '{}'::text[] ELSE $7::text[] END,
      $8::timestamptz, box.tracking_mode, $9::timestamptz
    FROM box
    RETURNING id, user_id, box_id, description, quantity, notes, rating, tags, event_date, created_at, tracking_mode
  ), counted AS (
    INSERT INTO event_day_counts (user_id, box_id, day, count)
    SELECT user_id, box_id, (event_date AT TIME ZONE $10::text)::date, 1 FROM inserted
    ON CONFLICT (user_id, day, box_id) DO UPDATE SET count = event_day_counts.count + 1
  ), claimed AS (
    INSERT INTO idempotency_keys (user_id, key, event_id, created_at)
    SELECT user_id, $11::text, id, $9::timestamptz FROM inserted WHERE $11::text IS NOT NULL
  )
  SELECT * FROM inserted`;

export function createEventService({ db, clock }: ServiceDeps, boxService: BoxService) {
  async function insertEvent(user: UserRow, boxId: number, request: CreateEventRequest, key: string | undefined) {
    const now = clock.now();
    const description = request.description || null;
    const notes = request.notes || null;
    const { rows } = await db.$client.query<Record<string, unknown>>({
      name: 'korai_insert_event',
      text: INSERT_EVENT_SQL,
      values: [
        boxId,
        user.id,
        description,
        request.quantity,
        notes,
        request.rating ?? null,
        extractHashtags(description, notes),
        request.eventDate ? new Date(request.eventDate) : now,
        now,
        user.timeZone,
        key ?? null,
      ],
    });
    return rows.map(
      (row): EventRow => ({
        id: Number(row.id),
        userId: String(row.user_id),
        boxId: Number(row.box_id),
        description: String(row.description),
        quantity: Number(row.quantity),
        notes: (row.notes as string | null) ?? null,
        rating: row.rating === null ? null : Number(row.rating),
        tags: row.tags as string[],
        eventDate: row.event_date as Date,
        createdAt: row.created_at as Date,
        deletedAt: null,
        trackingMode: row.tracking_mode as EventRow['trackingMode'],
      }),
    );
  }

  /** Events matching a filter with their box, newest first, one page at a time. */
  async function findPage(filter: EventFilter, limit: number) {
    const rows = await db
      .select({ event: eventColumns, box: boxColumns })
      .from(events)
      .innerJoin(boxes, eq(boxes.id, events.boxId))
      .where(eventConditions(filter))
      .orderBy(desc(events.eventDate), desc(events.id))
      .limit(limit + 1);
    const { shown, nextCursor } = page(
      rows.map((row) => ({ ...row, eventDate: row.event.eventDate, id: row.event.id })),
      limit,
    );
    return { rows: shown, nextCursor };
  }

  return {
    findPage,

    async listForBox(userId: string, boxId: number, cursor: string | undefined, limit: number) {
      await boxService.find(userId, boxId);
      const before = decodeCursor(cursor);
      const rows = await db
        .select(eventColumns)
        .from(events)
        .innerJoin(boxes, eq(boxes.id, events.boxId))
        .where(and(eq(events.boxId, boxId), eventConditions({ userId, timeZone: 'UTC', before })))
        .orderBy(desc(events.eventDate), desc(events.id))
        .limit(limit + 1);
      const { shown, nextCursor } = page(rows, limit);
      return { events: shown.map(presentEvent), nextCursor };
    },

    /**
     * Records an event: a counter box always gets quantity 1 and the counter description. With an idempotency
     * key, a retry of the same request returns the event the first one made and records nothing.
     */
    async create(user: UserRow, boxId: number, request: CreateEventRequest, idempotencyKey?: string) {
      const inserted = await insertEvent(user, boxId, request, idempotencyKey).catch((error: unknown) => {
        // Two requests with one key at the same moment: the second loses the race and replays the first.
        if (idempotencyKey && error instanceof DatabaseError && error.code === '23505') return [];
        throw error;
      });
      if (inserted[0]) return presentEvent(inserted[0]);
      if (idempotencyKey) {
        const [earlier] = await db
          .select(eventColumns)
          .from(idempotencyKeys)
          .innerJoin(events, eq(events.id, idempotencyKeys.eventId))
          .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, idempotencyKey)));
        if (earlier) return presentEvent(earlier);
      }
      const box = await boxService.find(user.id, boxId);
      if (box.trackingMode === 'descriptive' && !request.description) {
        throw new AppError('validation', 'validation.descriptionRequired');
      }
      throw notFound();
    },

    /** A new description; its hashtags are read again. */
    async rename(userId: string, eventId: number, description: string) {
      const [current] = await db
        .select({ notes: events.notes })
        .from(events)
        .innerJoin(boxes, eq(boxes.id, events.boxId))
        .where(and(eq(events.id, eventId), eventConditions({ userId, timeZone: 'UTC' })));
      if (!current) throw notFound();
      const [event] = await db
        .update(events)
        .set({ description, tags: extractHashtags(description, current.notes) })
        .where(and(eq(events.id, eventId), eq(events.userId, userId)))
        .returning(eventColumns);
      if (!event) throw notFound();
      return presentEvent(event);
    },

    async trash(user: UserRow, eventId: number): Promise<void> {
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
      const boxIds = [...(query.boxIds ?? []), ...(query.boxId ? [query.boxId] : [])];
      await boxService.requireOwned(user.id, boxIds);
      const { rows, nextCursor } = await findPage(
        {
          userId: user.id,
          timeZone: user.timeZone,
          q: query.q,
          tag: query.tag,
          startDate: query.startDate,
          endDate: query.endDate,
          boxIds,
          before: decodeCursor(query.cursor),
        },
        query.limit,
      );
      return { events: rows.map((row) => presentEventWithBox(row.event, row.box)), nextCursor };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;
export type { EventRow };
