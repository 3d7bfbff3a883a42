import { and, count, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { DAY_MS } from '../../shared/days.js';
import { limitsFor } from '../../shared/plans.js';
import { TRASH_RETENTION_DAYS, type TrashedBox, type TrashedEvent } from '../../shared/schemas/trash.js';
import { countActiveBoxes } from '../boxes/service.js';
import { addMs } from '../clock.js';
import { lockUser } from '../db/lock-user.js';
import type { UserRow } from '../db/rows.js';
import { boxes, events, idempotencyKeys } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { eventColumns } from '../events/filters.js';
import { requireWritableEvent } from '../plans/box-access.js';
import { adjustDayCount } from '../stats/day-counts.js';

export function createTrashService({ db, clock }: ServiceDeps) {
  return {
    async listBoxes(user: UserRow): Promise<TrashedBox[]> {
      const rows = await db
        .select({ box: boxes, eventCount: count(events.id) })
        .from(boxes)
        .leftJoin(events, and(eq(events.boxId, boxes.id), isNull(events.deletedAt)))
        .where(and(eq(boxes.userId, user.id), isNotNull(boxes.deletedAt)))
        .groupBy(boxes.id)
        .orderBy(desc(boxes.deletedAt));
      return rows.map(({ box, eventCount }) => ({
        id: box.id,
        name: box.name,
        emoji: box.emoji,
        color: box.color,
        category: box.category,
        deletedAt: (box.deletedAt ?? clock.now()).toISOString(),
        eventCount,
      }));
    },

    async listEvents(user: UserRow): Promise<TrashedEvent[]> {
      const rows = await db
        .select({ event: eventColumns, box: boxes })
        .from(events)
        .innerJoin(boxes, eq(boxes.id, events.boxId))
        .where(and(eq(events.userId, user.id), isNotNull(events.deletedAt)))
        .orderBy(desc(events.deletedAt), desc(events.id));
      return rows.map(({ event, box }) => ({
        id: event.id,
        description: event.description,
        hashtags: event.tags,
        eventDate: event.eventDate.toISOString(),
        deletedAt: (event.deletedAt ?? clock.now()).toISOString(),
        box: { id: box.id, name: box.name, emoji: box.emoji, color: box.color },
        boxInTrash: box.deletedAt !== null,
      }));
    },

    /** Back with its events, if the plan has room for one more box. */
    async restoreBox(user: UserRow, boxId: number): Promise<void> {
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
    },

    async restoreEvent(user: UserRow, eventId: number): Promise<void> {
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
    },

    /** Gone for good: the box with all its events. */
    async purgeBox(user: UserRow, boxId: number): Promise<void> {
      const deleted = await db
        .delete(boxes)
        .where(and(eq(boxes.id, boxId), eq(boxes.userId, user.id), isNotNull(boxes.deletedAt)))
        .returning({ id: boxes.id });
      if (!deleted.length) throw notFound();
    },

    async purgeEvent(user: UserRow, eventId: number): Promise<void> {
      const deleted = await db
        .delete(events)
        .where(and(eq(events.id, eventId), eq(events.userId, user.id), isNotNull(events.deletedAt)))
        .returning({ id: events.id });
      if (!deleted.length) throw notFound();
    },

    /** The scheduled clean-up: whatever has been in the trash for 30 days, and day-old idempotency keys. */
    async purgeExpired(): Promise<{ boxes: number; events: number }> {
      const now = clock.now();
      const cutoff = addMs(now, -TRASH_RETENTION_DAYS * DAY_MS);
      const purgedEvents = await db.delete(events).where(lt(events.deletedAt, cutoff)).returning({ id: events.id });
      const purgedBoxes = await db.delete(boxes).where(lt(boxes.deletedAt, cutoff)).returning({ id: boxes.id });
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, addMs(now, -DAY_MS)));
      return { boxes: purgedBoxes.length, events: purgedEvents.length };
    },
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
