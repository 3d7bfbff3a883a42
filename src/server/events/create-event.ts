import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { extractHashtags } from '../../shared/hashtags.js';
import { COUNTER_DESCRIPTION, type createEventRequestSchema, type TrackedEvent } from '../../shared/schemas/events.js';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { preparedStatement } from '../db/prepared.js';
import type { UserRow } from '../db/rows.js';
import { events, idempotencyKeys } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { requireWritableBox } from '../plans/box-access.js';
import { countInsertedEvents } from '../stats/day-counts.js';
import type { EventContext } from './event-context.js';
import { eventColumns } from './filters.js';
import { type EventRow, presentEvent } from './present.js';

export type CreateEventRequest = z.output<typeof createEventRequestSchema>;

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

export interface InsertedEventRow {
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

/** One tap as the statements take it (a type, so it passes as the statements' named values). */
export type TapValues = {
  boxId: number;
  userId: string;
  description: string | null;
  counterDescription: string;
  quantity: number;
  notes: string | null;
  rating: number | null;
  tags: string[];
  eventDate: Date;
  now: Date;
  timeZone: string;
  key: string | null;
  requestHash: string;
};

export const prepareInsertEvent = (db: Database): InsertEvent =>
  preparedStatement<InsertedEventRow>(db, 'korai_insert_event', INSERT_EVENT);

export type InsertEvent = (tap: TapValues) => Promise<InsertedEventRow[]>;

/** The event an earlier request with this key made; the same key with another box or body is refused. */
async function replay(
  { db }: EventContext,
  user: UserRow,
  key: string,
  hash: string,
): Promise<TrackedEvent | undefined> {
  const [earlier] = await db
    .select({ event: eventColumns, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .innerJoin(events, eq(events.id, idempotencyKeys.eventId))
    .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
  if (!earlier) return undefined;
  if (earlier.requestHash !== hash) throw new AppError('idempotency_mismatch');
  return presentEvent(earlier.event);
}

/**
 * Records an event: a counter box always gets quantity 1 and the counter description. With an idempotency
 * key, a retry of the same request returns the event the first one made and records nothing.
 */
export async function createEvent(
  ctx: EventContext,
  user: UserRow,
  boxId: number,
  request: CreateEventRequest,
  key?: string,
): Promise<TrackedEvent> {
  const { db, clock, boxService, insertEvent } = ctx;
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
  const earlier = key ? await replay(ctx, user, key, hash) : undefined;
  if (earlier) return earlier;
  const box = await boxService.find(user, boxId);
  if (box.trackingMode === 'descriptive' && !description) {
    throw new AppError('validation', 'validation.descriptionRequired');
  }
  throw notFound();
}
