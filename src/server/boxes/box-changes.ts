import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { limitsFor } from '../../shared/plans.js';
import type { Box, createBoxRequestSchema, updateBoxRequestSchema } from '../../shared/schemas/boxes.js';
import { lockUser } from '../db/lock-user.js';
import type { UserRow } from '../db/rows.js';
import { boxes } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { requireWritableBox } from '../plans/box-access.js';
import { requirePro } from '../plans/guard.js';
import { type BoxContext, presentAfterChange } from './list-boxes.js';
import { active, countActiveBoxes } from './own-boxes.js';
import { presentBox } from './present.js';

export async function createBox(
  { db, clock }: ServiceDeps,
  user: UserRow,
  request: z.output<typeof createBoxRequestSchema>,
): Promise<Box> {
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
        unit: request.unit ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('box insert returned nothing');
    return inserted;
  });
  return presentBox(box, 0);
}

export async function updateBox(
  ctx: BoxContext,
  user: UserRow,
  boxId: number,
  changes: z.output<typeof updateBoxRequestSchema>,
): Promise<Box> {
  const { db, clock } = ctx;
  await requireWritableBox(db, user, clock.now(), boxId);
  const [box] = await db
    .update(boxes)
    .set({ ...changes, updatedAt: clock.now() })
    .where(and(eq(boxes.id, boxId), active(user.id)))
    .returning();
  if (!box) throw notFound();
  return presentAfterChange(ctx, user, box);
}

/** To the trash, with its events; they come back together. */
export async function trashBox({ db, clock }: ServiceDeps, user: UserRow, boxId: number): Promise<void> {
  const trashed = await db
    .update(boxes)
    .set({ deletedAt: clock.now(), starred: false })
    .where(and(eq(boxes.id, boxId), active(user.id)))
    .returning({ id: boxes.id });
  if (!trashed.length) throw notFound();
}

/** Toggles the favourite mark: Pro only, at most the plan's number of starred boxes. */
export async function toggleStar(ctx: BoxContext, user: UserRow, boxId: number): Promise<Box> {
  const { db, clock } = ctx;
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
  return presentAfterChange(ctx, user, updated);
}
