import { and, eq, isNull } from 'drizzle-orm';
import { extractHashtags } from '../../shared/hashtags.js';
import type { TrackedEvent } from '../../shared/schemas/events.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { requireWritableEvent } from '../plans/box-access.js';
import { adjustDayCount } from '../stats/day-counts.js';
import { eventColumns, eventConditions } from './filters.js';
import { presentEvent } from './present.js';

/** A new description; its hashtags are read again. */
export async function renameEvent(
  { db, clock }: ServiceDeps,
  user: UserRow,
  eventId: number,
  description: string,
): Promise<TrackedEvent> {
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
}

export async function trashEvent({ db, clock }: ServiceDeps, user: UserRow, eventId: number): Promise<void> {
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
}
