import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

type Executor = Pick<Database, 'execute'>;

/**
 * Adds `delta` to the count of the event's box on the event's local day (in the owner's time zone).
 * Called in the same transaction as the event write it mirrors.
 */
export async function adjustDayCount(
  tx: Executor,
  event: { userId: string; boxId: number; eventDate: Date },
  timeZone: string,
  delta: 1 | -1,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO event_day_counts (user_id, box_id, day, count)
    VALUES (${event.userId}, ${event.boxId}, (${event.eventDate.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date, ${delta})
    ON CONFLICT (user_id, day, box_id) DO UPDATE SET count = event_day_counts.count + excluded.count`);
}

/** Recounts every day of a user from the events themselves: after a change of time zone. */
export async function rebuildDayCounts(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM event_day_counts WHERE user_id = ${userId}`);
    await tx.execute(sql`
      INSERT INTO event_day_counts (user_id, box_id, day, count)
      SELECT e.user_id, e.box_id, (e.event_date AT TIME ZONE u.time_zone)::date, count(*)
      FROM events e JOIN users u ON u.id = e.user_id
      WHERE e.user_id = ${userId} AND e.deleted_at IS NULL
      GROUP BY 1, 2, 3`);
  });
}
