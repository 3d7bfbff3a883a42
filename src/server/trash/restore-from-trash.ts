import { and, eq, isNotNull } from 'drizzle-orm';
import { limitsFor } from '../../shared/plans.js';
import { countActiveBoxes } from '../boxes/service.js';
import { lockUser } from '../db/lock-user.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { eventColumns } from '../events/filters.js';
import { requireWritableEvent } from '../plans/box-access.js';
import { adjustDayCount } from '../stats/day-counts.js';

/** Back with its events, if the plan has room for one more box. */
export async function restoreBox({ db, clock }: ServiceDeps, user: UserRow, boxId: number): Promise<void> {
  const { maxBoxes } = limitsFor(user, clock.now());
  await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const [box] = await tx
      .select({ id: boxes.id })
      .from(boxes)
      .where(and(eq(boxes.id, boxId), eq(boxes.userId, user.id), isNotNull(boxes.deletedAt)));
    if (!box) throw notFound();
    if ((await countActiveBoxes(tx, user.id)) >= maxBoxes) {
      throw new AppError('box_limit', 'errors.box_limit', { max: maxBoxes });
    }
    await tx
      .update(boxes)
      .set({ deletedAt: null })
      .where(and(eq(boxes.id, box.id), eq(boxes.userId, user.id)));
  });
}

export async function restoreEvent({ db, clock }: ServiceDeps, user: UserRow, eventId: number): Promise<void> {
  await requireWritableEvent(db, user, clock.now(), eventId);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ event: eventColumns, boxDeletedAt: boxes.deletedAt })
      .from(events)
      .innerJoin(boxes, eq(boxes.id, events.boxId))
      .where(and(eq(events.id, eventId), eq(events.userId, user.id), isNotNull(events.deletedAt)))
      .for('update', { of: events });
    if (!found) throw notFound();
    if (found.boxDeletedAt) throw new AppError('box_in_trash');
    await tx
      .update(events)
      .set({ deletedAt: null })
      .where(and(eq(events.id, eventId), eq(events.userId, user.id)));
    await adjustDayCount(tx, found.event, user.timeZone, 1);
  });
}
