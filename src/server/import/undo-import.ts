import { and, eq, sql } from 'drizzle-orm';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { imports } from '../db/schema.js';
import { AppError, notFound } from '../errors.js';
import { uncountDeletedEvents } from '../stats/day-counts.js';

/**
 * Undoes a committed import: its events are deleted for good (in the trash or not), and so are the boxes it
 * created, unless the person has since logged events of their own in them.
 */
export async function undoImport(
  user: UserRow,
  bulk: AnyDatabase,
  importId: string,
): Promise<{ boxesRemoved: number; eventsRemoved: number }> {
  return bulk.transaction(async (tx) => {
    const [found] = await tx
      .select({ state: imports.state })
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.userId, user.id)))
      .for('update');
    if (!found) throw notFound();
    if (found.state !== 'committed') throw new AppError('import_not_committed', 'import.errors.notCommitted');
    const removed = await tx.execute<{ n: number }>(sql`
      WITH deleted AS (
        DELETE FROM events e USING import_events i
        WHERE i.import_id = ${importId} AND i.user_id = ${user.id} AND e.id = i.event_id AND e.user_id = ${user.id}
        RETURNING e.user_id, e.box_id, e.event_date, e.quantity, e.deleted_at
      ), uncounted AS (${uncountDeletedEvents(user.timeZone)})
      SELECT count(*)::int AS n FROM deleted`);
    const removedBoxes = await tx.execute<{ id: number }>(sql`
      DELETE FROM boxes b USING import_boxes i
      WHERE i.import_id = ${importId} AND i.user_id = ${user.id} AND b.id = i.box_id AND b.user_id = ${user.id}
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.box_id = b.id)
      RETURNING b.id`);
    await tx.update(imports).set({ state: 'undone' }).where(eq(imports.id, importId));
    return { boxesRemoved: removedBoxes.rows.length, eventsRemoved: removed.rows[0]?.n ?? 0 };
  });
}
