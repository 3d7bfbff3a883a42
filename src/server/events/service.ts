import { and, desc, eq, isNull } from 'drizzle-orm';
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

export function createEventService({ db, clock }: ServiceDeps, boxService: BoxService) {
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
     * Records an event. A counter box always gets quantity 1 and the counter description. With an
     * idempotency key, a retry of the same request returns the first answer and records nothing.
     */
    async create(user: UserRow, boxId: number, request: CreateEventRequest, idempotencyKey?: string) {
      return db.transaction(async (tx) => {
        if (idempotencyKey) {
          const claimed = await tx
            .insert(idempotencyKeys)
            .values({ userId: user.id, key: idempotencyKey, createdAt: clock.now() })
            .onConflictDoNothing()
            .returning({ key: idempotencyKeys.key });
          if (!claimed.length) {
            const [earlier] = await tx
              .select()
              .from(idempotencyKeys)
              .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, idempotencyKey)));
            if (earlier?.response) return earlier.response as ReturnType<typeof presentEvent>;
          }
        }
        const [box] = await tx
          .select()
          .from(boxes)
          .where(and(eq(boxes.id, boxId), eq(boxes.userId, user.id), isNull(boxes.deletedAt)));
        if (!box) throw notFound();
        const counter = box.trackingMode === 'counter';
        const description = counter ? COUNTER_DESCRIPTION : request.description;
        if (!description) throw new AppError('validation', 'validation.descriptionRequired');
        const notes = counter ? null : (request.notes ?? null);
        const now = clock.now();
        const [event] = await tx
          .insert(events)
          .values({
            userId: user.id,
            boxId: box.id,
            description,
            quantity: counter ? 1 : request.quantity,
            notes,
            rating: counter ? null : (request.rating ?? null),
            tags: extractHashtags(description, notes),
            eventDate: request.eventDate ? new Date(request.eventDate) : now,
            trackingMode: box.trackingMode,
            createdAt: now,
          })
          .returning(eventColumns);
        if (!event) throw new Error('event insert returned nothing');
        await adjustDayCount(tx, event, user.timeZone, 1);
        const presented = presentEvent(event);
        if (idempotencyKey) {
          await tx
            .update(idempotencyKeys)
            .set({ status: 201, response: presented })
            .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, idempotencyKey)));
        }
        return presented;
      });
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
