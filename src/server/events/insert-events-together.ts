import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { countInsertedEvents } from '../stats/day-counts.js';
import type { InsertedEventRow, TapValues } from './create-event.js';

const p = sql.placeholder;

/**
 * Several people's taps in one statement, each as `INSERT_EVENT` writes one: the event (only into its writer's live
 * box, and only if its idempotency key is new), its day count in its writer's time zone and its key. Each row comes
 * back with its place in the arrays (`at`, from 1); a tap that wrote nothing has no row.
 */
const INSERT_EVENTS = sql`
  WITH asked AS (
    SELECT * FROM unnest(
      ${p('boxIds')}::int[], ${p('userIds')}::uuid[], ${p('descriptions')}::text[], ${p('quantities')}::int[],
      ${p('notes')}::text[], ${p('ratings')}::smallint[], ${p('tags')}::text[], ${p('eventDates')}::timestamptz[],
      ${p('nows')}::timestamptz[], ${p('timeZones')}::text[], ${p('keys')}::text[], ${p('requestHashes')}::text[]
    ) WITH ORDINALITY AS asked(box_id, user_id, description, quantity, notes, rating, tags, event_date, now,
                                time_zone, key, request_hash, at)
  ), box AS (
    SELECT asked.*, nextval(pg_get_serial_sequence('events', 'id')) AS id, boxes.tracking_mode
    FROM asked JOIN boxes ON boxes.id = asked.box_id AND boxes.user_id = asked.user_id AND boxes.deleted_at IS NULL
    WHERE (boxes.tracking_mode = 'counter' OR asked.description IS NOT NULL)
      AND (asked.key IS NULL
           OR NOT EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.user_id = asked.user_id AND k.key = asked.key))
  ), written AS (
    INSERT INTO events (id, user_id, box_id, description, quantity, notes, rating, tags, event_date, tracking_mode,
                        created_at)
    SELECT id, user_id, box_id,
      CASE WHEN tracking_mode = 'counter' THEN ${p('counterDescription')}::text ELSE description END,
      CASE WHEN tracking_mode = 'counter' THEN 1 ELSE quantity END,
      CASE WHEN tracking_mode = 'counter' THEN NULL ELSE notes END,
      CASE WHEN tracking_mode = 'counter' THEN NULL ELSE rating END,
      CASE WHEN tracking_mode = 'counter' THEN '{}'::text[]
           ELSE ARRAY(SELECT jsonb_array_elements_text(tags::jsonb)) END,
      event_date, tracking_mode, now
    FROM box
    RETURNING id, user_id, box_id, description, quantity, notes, rating, tags, event_date, created_at, tracking_mode
  ), inserted AS (
    SELECT written.*, box.time_zone, box.at, box.key, box.request_hash FROM written JOIN box USING (id)
  ), counted AS (${countInsertedEvents(sql`time_zone`)}
  ), claimed AS (
    INSERT INTO idempotency_keys (user_id, key, event_id, request_hash, created_at)
    SELECT user_id, key, id, request_hash, created_at FROM inserted WHERE key IS NOT NULL
  )
  SELECT at::int, id::text, box_id, description, quantity, notes, rating, tags, event_date, created_at, tracking_mode
  FROM inserted`;

export const prepareInsertEvents = (db: Database) =>
  preparedStatement<InsertedEventRow & { at: number }>(db, 'korai_insert_events', INSERT_EVENTS);

/** The taps as the statement's arrays, one element per tap. */
export function tapArrays(taps: TapValues[]): Record<string, unknown> {
  return {
    boxIds: taps.map((tap) => tap.boxId),
    userIds: taps.map((tap) => tap.userId),
    descriptions: taps.map((tap) => tap.description),
    quantities: taps.map((tap) => tap.quantity),
    notes: taps.map((tap) => tap.notes),
    ratings: taps.map((tap) => tap.rating),
    tags: taps.map((tap) => JSON.stringify(tap.tags)),
    eventDates: taps.map((tap) => tap.eventDate),
    nows: taps.map((tap) => tap.now),
    timeZones: taps.map((tap) => tap.timeZone),
    keys: taps.map((tap) => tap.key),
    requestHashes: taps.map((tap) => tap.requestHash),
    counterDescription: taps[0]?.counterDescription ?? '',
  };
}
