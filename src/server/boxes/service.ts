import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { limitsFor } from '../../shared/plans.js';
import type { createBoxRequestSchema, updateBoxRequestSchema } from '../../shared/schemas/boxes.js';
import type { UserRow } from '../auth/sessions.js';
import type { Database } from '../db/client.js';
import { boxes, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { requirePro } from '../plans/guard.js';
import type { BoxRow } from './present.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const active = (userId: string) => and(eq(boxes.userId, userId), isNull(boxes.deletedAt));

/** Serialises a user's box writes, so two requests at once cannot both take the last free place. */
export async function lockUser(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countActiveBoxes(tx: Transaction | Database, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(boxes).where(active(userId));
  return row?.n ?? 0;
}

export function createBoxService({ db, clock }: ServiceDeps) {
  const listBoxes = db
    .select()
    .from(boxes)
    .where(and(eq(boxes.userId, sql.placeholder('userId')), isNull(boxes.deletedAt)))
    .orderBy(desc(boxes.starred), asc(sql`lower(${boxes.name})`), asc(boxes.id))
    .prepare('korai_list_boxes');

  async function find(userId: string, boxId: number): Promise<BoxRow> {
    const [box] = await db
      .select()
      .from(boxes)
      .where(and(eq(boxes.id, boxId), active(userId)));
    if (!box) throw notFound();
    return box;
  }

  return {
    find,

    /** Starred first, then by name as a person reads it (case-insensitive). */
    list(userId: string): Promise<BoxRow[]> {
      return listBoxes.execute({ userId });
    },

    async create(user: UserRow, request: z.output<typeof createBoxRequestSchema>): Promise<BoxRow> {
      const now = clock.now();
      const { maxBoxes } = limitsFor(user, now);
      return db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        if ((await countActiveBoxes(tx, user.id)) >= maxBoxes) {
          throw new AppError('box_limit', 'errors.box_limit', { max: maxBoxes });
        }
        const [box] = await tx
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
        if (!box) throw new Error('box insert returned nothing');
        return box;
      });
    },

    async update(userId: string, boxId: number, changes: z.output<typeof updateBoxRequestSchema>): Promise<BoxRow> {
      const [box] = await db
        .update(boxes)
        .set({ ...changes, updatedAt: clock.now() })
        .where(and(eq(boxes.id, boxId), active(userId)))
        .returning();
      if (!box) throw notFound();
      return box;
    },

    /** To the trash, with its events; they come back together. */
    async trash(userId: string, boxId: number): Promise<void> {
      const trashed = await db
        .update(boxes)
        .set({ deletedAt: clock.now(), starred: false })
        .where(and(eq(boxes.id, boxId), active(userId)))
        .returning({ id: boxes.id });
      if (!trashed.length) throw notFound();
    },

    /** Toggles the favourite mark: Pro only, at most the plan's number of starred boxes. */
    async toggleStar(user: UserRow, boxId: number): Promise<BoxRow> {
      const now = clock.now();
      requirePro(user, now, 'star');
      const { maxStarredBoxes } = limitsFor(user, now);
      return db.transaction(async (tx) => {
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
        const [updated] = await tx
          .update(boxes)
          .set({ starred: !box.starred, updatedAt: now })
          .where(eq(boxes.id, box.id))
          .returning();
        if (!updated) throw notFound();
        return updated;
      });
    },

    /** The given ids, all of them the caller's own boxes, or 404: someone else's id is never accepted. */
    async requireOwned(userId: string, boxIds: number[]): Promise<BoxRow[]> {
      const unique = [...new Set(boxIds)];
      if (!unique.length) return [];
      const found = await db
        .select()
        .from(boxes)
        .where(and(active(userId), inArray(boxes.id, unique)));
      if (found.length !== unique.length) throw notFound();
      return found;
    },
  };
}

export type BoxService = ReturnType<typeof createBoxService>;
