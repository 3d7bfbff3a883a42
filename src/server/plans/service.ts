import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { limitsFor } from '../../shared/plans.js';
import type { User } from '../../shared/schemas/user.js';
import { presentUser } from '../account/present-user.js';
import { lockUser } from '../db/lock-user.js';
import type { UserRow } from '../db/rows.js';
import { boxes, users } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';

/** What a user does about their plan outside payments: the trial's welcome, and the boxes kept on Free. */
export function createPlanService({ db, clock }: ServiceDeps) {
  return {
    /** The welcome dialog was closed: it does not open by itself again. */
    async markTrialWelcomeSeen(user: UserRow): Promise<User> {
      const [updated] = await db.update(users).set({ trialWelcomeSeen: true }).where(eq(users.id, user.id)).returning();
      if (!updated) throw new AppError('unauthorized');
      return presentUser(updated, clock.now());
    },

    /**
     * Back on Free with more boxes than it allows: the user names the boxes to keep (as many as the plan allows)
     * and the others go to the trash with their events, restorable for 30 days once there is room.
     */
    async keepBoxes(user: UserRow, boxIds: number[]): Promise<number> {
      const now = clock.now();
      const { maxBoxes } = limitsFor(user, now);
      return db.transaction(async (tx) => {
        await lockUser(tx, user.id);
        const live = await tx
          .select({ id: boxes.id })
          .from(boxes)
          .where(and(eq(boxes.userId, user.id), isNull(boxes.deletedAt)))
          .orderBy(asc(boxes.createdAt), asc(boxes.id));
        const owned = new Set(live.map((box) => box.id));
        if (boxIds.some((id) => !owned.has(id))) throw notFound();
        if (live.length <= maxBoxes) throw new AppError('box_choice_not_needed');
        if (boxIds.length !== maxBoxes) {
          throw new AppError('validation', 'validation.keepBoxesCount', { count: maxBoxes });
        }
        const kept = new Set(boxIds);
        const others = live.map((box) => box.id).filter((id) => !kept.has(id));
        await tx
          .update(boxes)
          .set({ deletedAt: now, starred: false })
          .where(and(eq(boxes.userId, user.id), inArray(boxes.id, others)));
        return others.length;
      });
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
