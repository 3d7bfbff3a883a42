import { and, asc, eq } from 'drizzle-orm';
import type { GoalPause, GoalPauseRequest } from '../../shared/schemas/goals.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { goalPauses, goals } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { notFound } from '../errors.js';
import type { Owner } from '../stats/day-counts.js';

type PauseRow = typeof goalPauses.$inferSelect;

export function presentPause(row: PauseRow): GoalPause {
  return { id: row.id, goalId: row.goalId, from: row.startDay, to: row.endDay };
}

/** Every pause of a person, oldest first: the goal list reads them once for all its goals. */
export async function readPauses({ db }: { db: AnyDatabase }, user: Owner): Promise<PauseRow[]> {
  return db
    .select()
    .from(goalPauses)
    .where(eq(goalPauses.userId, user.id))
    .orderBy(asc(goalPauses.startDay), asc(goalPauses.id));
}

/** The pauses that apply to a goal: its own, and those for every goal. */
export function pausesOf(goalId: number, pauses: readonly PauseRow[]): PauseRow[] {
  return pauses.filter((pause) => pause.goalId === null || pause.goalId === goalId);
}

/** A pause for one of the person's own goals (another's answers 404, as a goal that does not exist), or for all. */
export async function createPause(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  user: UserRow,
  request: GoalPauseRequest,
): Promise<GoalPause> {
  if (request.goalId !== null) {
    const [goal] = await db
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.id, request.goalId), eq(goals.userId, user.id)));
    if (!goal) throw notFound();
  }
  const [row] = await db
    .insert(goalPauses)
    .values({
      userId: user.id,
      goalId: request.goalId,
      startDay: request.from,
      endDay: request.to,
      createdAt: clock.now(),
    })
    .returning();
  if (!row) throw new Error('pause insert returned nothing');
  return presentPause(row);
}

export async function removePause({ db }: Pick<ServiceDeps, 'db'>, user: UserRow, pauseId: number): Promise<void> {
  const removed = await db
    .delete(goalPauses)
    .where(and(eq(goalPauses.id, pauseId), eq(goalPauses.userId, user.id)))
    .returning({ id: goalPauses.id });
  if (!removed.length) throw notFound();
}
