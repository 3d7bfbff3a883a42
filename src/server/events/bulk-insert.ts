import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { countInsertedEvents, type Owner } from '../stats/day-counts.js';

type Executor = Pick<Database, 'execute'>;

/** An event brought in from elsewhere (an import or a backup), for one of the owner's boxes. */
export interface IncomingEvent {
  boxId: number;
  description: string;
  quantity: number;
  notes: string | null;
  rating: number | null;
  tags: string[];
  eventDate: Date;
  /** When Korai first recorded it, if the source knows; now otherwise. */
  createdAt?: Date;
}

/** Rows per statement: large enough to load 10,000 events in a few round trips, small enough for one parameter. */
const BATCH = 2000;

/** A live event of the owner's that an incoming row `x` repeats: the same box, instant, description and quantity. */
const liveTwinOf = (owner: Owner) => sql`EXISTS (
  SELECT 1 FROM events e
  WHERE e.user_id = ${owner.id} AND e.box_id = x.box_id AND e.event_date = x.event_date
    AND e.description = x.description AND e.quantity = x.quantity AND e.deleted_at IS NULL)`;

/** What the duplicate rule compares, the instant in ISO 8601 as `toISOString` writes it. */
export interface DuplicateKey {
  boxId: number;
  eventDate: string;
  description: string;
  quantity: number;
}

/** The duplicate rule in JavaScript, beside its SQL form (`liveTwinOf`): one text per box, instant, description and quantity. */
export const duplicateKey = (event: Omit<DuplicateKey, 'eventDate'> & { eventDate: Date | string }) =>
  `${event.boxId}|${new Date(event.eventDate).toISOString()}|${event.quantity}|${event.description}`;

/**
 * Inserts a user's incoming events, leaving out each one that duplicates a live event already there or an
 * earlier one in the same call: the same box, the same instant, the same description and the same quantity.
 * Their local days are counted in the same statement. Only into the owner's own live boxes; returns the new
 * events' ids, so that an import can be undone. Run it inside the caller's transaction.
 */
export async function insertEventsSkippingDuplicates(
  tx: Executor,
  owner: Owner,
  incoming: readonly IncomingEvent[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < incoming.length; start += BATCH) {
    const rows = incoming.slice(start, start + BATCH).map((event) => ({
      box_id: event.boxId,
      description: event.description,
      quantity: event.quantity,
      notes: event.notes,
      rating: event.rating,
      tags: event.tags,
      event_date: event.eventDate.toISOString(),
      created_at: (event.createdAt ?? now).toISOString(),
    }));
    const result = await tx.execute<{ id: string }>(sql`
      WITH incoming AS (
        SELECT DISTINCT ON (x.box_id, x.event_date, x.description, x.quantity) x.*, b.tracking_mode
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
          box_id int, description text, quantity int, notes text, rating smallint, tags text[],
          event_date timestamptz, created_at timestamptz)
        JOIN boxes b ON b.id = x.box_id AND b.user_id = ${owner.id} AND b.deleted_at IS NULL
        WHERE NOT ${liveTwinOf(owner)}
        ORDER BY x.box_id, x.event_date, x.description, x.quantity
      ), inserted AS (
        INSERT INTO events (user_id, box_id, description, quantity, notes, rating, tags, event_date, tracking_mode, created_at)
        SELECT ${owner.id}, box_id, description, quantity, notes, rating, tags, event_date, tracking_mode, created_at
        FROM incoming
        RETURNING id, user_id, box_id, event_date, quantity
      ), counted AS (${countInsertedEvents(owner.timeZone)}
      )
      SELECT id::text FROM inserted`);
    for (const row of result.rows) ids.push(Number(row.id));
  }
  return ids;
}

/**
 * How many of `incoming` the insert above would leave out, worked out without writing anything: repeats within
 * the call found here, live twins read a batch at a time, each batch a statement of its own and no transaction
 * around them, other requests given their turn between batches. A box that does not exist yet may be given any
 * negative id: no live event can be its twin.
 */
export async function countDuplicates(db: Executor, owner: Owner, incoming: Iterable<DuplicateKey>): Promise<number> {
  const seen = new Set<string>();
  let repeats = 0;
  let twins = 0;
  let batch: DuplicateKey[] = [];
  let read = 0;
  for (const event of incoming) {
    if (++read % BATCH === 0) await nextTurn();
    const key = duplicateKey(event);
    if (seen.has(key)) {
      repeats++;
      continue;
    }
    seen.add(key);
    batch.push(event);
    if (batch.length === BATCH) {
      twins += await liveTwins(db, owner, batch);
      batch = [];
    }
  }
  if (batch.length) twins += await liveTwins(db, owner, batch);
  return repeats + twins;
}

/** How many of `events` have a live twin. */
async function liveTwins(db: Executor, owner: Owner, events: readonly DuplicateKey[]): Promise<number> {
  const rows = events.map((event) => ({
    box_id: event.boxId,
    description: event.description,
    quantity: event.quantity,
    event_date: event.eventDate,
  }));
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
      box_id int, description text, quantity int, event_date timestamptz)
    WHERE ${liveTwinOf(owner)}`);
  return result.rows[0]?.n ?? 0;
}
