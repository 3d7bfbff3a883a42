import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { DAY_MS } from '../../shared/days.js';
import { TRASH_RETENTION_DAYS } from '../../shared/schemas/trash.js';
import { addMs } from '../clock.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events, idempotencyKeys } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { notFound } from '../errors.js';

/** Gone for good: the box with all its events. */
export async function purgeBox({ db }: ServiceDeps, user: UserRow, boxId: number): Promise<void> {
  const deleted = await db
    .delete(boxes)
    .where(and(eq(boxes.id, boxId), eq(boxes.userId, user.id), isNotNull(boxes.deletedAt)))
    .returning({ id: boxes.id });
  if (!deleted.length) throw notFound();
}

export async function purgeEvent({ db }: ServiceDeps, user: UserRow, eventId: number): Promise<void> {
  const deleted = await db
    .delete(events)
    .where(and(eq(events.id, eventId), eq(events.userId, user.id), isNotNull(events.deletedAt)))
    .returning({ id: events.id });
  if (!deleted.length) throw notFound();
}

/** The scheduled clean-up: whatever has been in the trash for 30 days, and day-old idempotency keys. */
export async function purgeExpired({ db, clock }: ServiceDeps): Promise<{ boxes: number; events: number }> {
  const now = clock.now();
  const cutoff = addMs(now, -TRASH_RETENTION_DAYS * DAY_MS);
  const purgedEvents = await db.delete(events).where(lt(events.deletedAt, cutoff)).returning({ id: events.id });
  const purgedBoxes = await db.delete(boxes).where(lt(boxes.deletedAt, cutoff)).returning({ id: boxes.id });
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, addMs(now, -DAY_MS)));
  return { boxes: purgedBoxes.length, events: purgedEvents.length };
}
