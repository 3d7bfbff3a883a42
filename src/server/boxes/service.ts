import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { limitsFor } from '../../shared/plans.js';
import type { Box, createBoxRequestSchema, updateBoxRequestSchema } from '../../shared/schemas/boxes.js';
import type { Database, Transaction } from '../db/client.js';
import { lockUser } from '../db/lock-user.js';
import type { UserRow } from '../db/rows.js';
import { boxes } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { readOnlyBoxIds, requireWritableBox } from '../plans/box-access.js';
import { requirePro } from '../plans/guard.js';
import { eventsSoFarToday } from '../stats/day-counts.js';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import { type BoxRow, presentBox } from './present.js';

const active = (userId: string) => and(eq(boxes.userId, userId), isNull(boxes.deletedAt));

export async function countActiveBoxes(tx: Transaction | Database, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(boxes).where(active(userId));
  return row?.n ?? 0;
}

export function createBoxService({ db, clock }: ServiceDeps) {
  const p = sql.placeholder;
  const today = db
    .$with('today', { boxId: sql<number>`box_id`.as('box_id'), count: sql<number>`count`.as('count') })
    .as(eventsSoFarToday(p('userId'), p('dayStart'), p('now')));
  // Every screen of the app starts with this list: one prepared statement, today's counts included.
  const listBoxes = db
    .with(today)
    .select({ box: boxes, todayCount: sql<number>`coalesce(${today.count}, 0)` })
    .from(boxes)
    .leftJoin(today, eq(today.boxId, boxes.id))
    .where(and(eq(boxes.userId, p('userId')), isNull(boxes.deletedAt)))
    .orderBy(desc(boxes.starred), asc(sql`lower(${boxes.name})`), asc(boxes.id))
    .prepare('korai_list_boxes');

  async function list(user: UserRow): Promise<Box[]> {
    const now = clock.now();
    const dayStart = startOfLocalDay(localDate(now, user.timeZone), user.timeZone);
    const [rows, readOnly] = await Promise.all([
      listBoxes.execute({ userId: user.id, dayStart, now }),
      readOnlyBoxIds(db, user, now),
    ]);
    return rows.map((row) => presentBox(row.box, row.todayCount, readOnly.has(row.box.id)));
  }

  /** One of the caller's live boxes, or 404. */
  async function find(user: UserRow, boxId: number): Promise<BoxRow> {
    const [box] = await db
      .select()
      .from(boxes)
      .where(and(eq(boxes.id, boxId), active(user.id)));
    if (!box) throw notFound();
    return box;
  }

  /** A box as the API shows it after a change: its today count read again. */
  async function present(user: UserRow, box: BoxRow): Promise<Box> {
    return (await list(user)).find((entry) => entry.id === box.id) ?? presentBox(box, 0);
  }

  return {
    find,

    /** Starred first, then by name as a person reads it (case-insensitive), each with today's count. */
    list,

    async create(user: UserRow, request: z.output<typeof createBoxRequestSchema>): Promise<Box> {
      const now = clock.now();
      const { maxBoxes } = limitsFor(user, now);
      const box = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        if ((await countActiveBoxes(tx, user.id)) >= maxBoxes) {
          throw new AppError('box_limit', 'errors.box_limit', { max: maxBoxes });
        }
        const [inserted] = await tx
          .insert(boxes)
          .values({
            userId: user.id,
            name: request.name,
            emoji: request.emoji,
            color: request.color,
            trackingMode: request.trackingMode,
            category: request.category ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error('box insert returned nothing');
        return inserted;
      });
      return presentBox(box, 0);
    },

    async update(user: UserRow, boxId: number, changes: z.output<typeof updateBoxRequestSchema>): Promise<Box> {
      await requireWritableBox(db, user, clock.now(), boxId);
      const [box] = await db
        .update(boxes)
        .set({ ...changes, updatedAt: clock.now() })
        .where(and(eq(boxes.id, boxId), active(user.id)))
        .returning();
      if (!box) throw notFound();
      return present(user, box);
    },

    /** To the trash, with its events; they come back together. */
    async trash(user: UserRow, boxId: number): Promise<void> {
      const trashed = await db
        .update(boxes)
        .set({ deletedAt: clock.now(), starred: false })
        .where(and(eq(boxes.id, boxId), active(user.id)))
        .returning({ id: boxes.id });
      if (!trashed.length) throw notFound();
    },

    /** Toggles the favourite mark: Pro only, at most the plan's number of starred boxes. */
    async toggleStar(user: UserRow, boxId: number): Promise<Box> {
      const now = clock.now();
      requirePro(user, now, 'star');
      const { maxStarredBoxes } = limitsFor(user, now);
      const updated = await db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const [box] = await tx
          .select()
          .from(boxes)
          .where(and(eq(boxes.id, boxId), active(user.id)));
        if (!box) throw notFound();
        if (!box.starred) {
          const [starred] = await tx
            .select({ n: count() })
            .from(boxes)
            .where(and(active(user.id), eq(boxes.starred, true)));
          if ((starred?.n ?? 0) >= maxStarredBoxes) {
            throw new AppError('star_limit', 'errors.star_limit', { max: maxStarredBoxes });
          }
        }
        const [toggled] = await tx
          .update(boxes)
          .set({ starred: !box.starred, updatedAt: now })
          .where(and(eq(boxes.id, box.id), eq(boxes.userId, user.id)))
          .returning();
        if (!toggled) throw notFound();
        return toggled;
      });
      return present(user, updated);
    },

    /** The given ids, all of them the caller's own live boxes, or 404: someone else's id is never accepted. */
    async requireOwned(user: UserRow, boxIds: readonly number[]): Promise<BoxRow[]> {
      const unique = [...new Set(boxIds)];
      if (!unique.length) return [];
      const found = await db
        .select()
        .from(boxes)
        .where(and(active(user.id), inArray(boxes.id, unique)));
      if (found.length !== unique.length) throw notFound();
      return found;
    },
  };
}

export type BoxService = ReturnType<typeof createBoxService>;
