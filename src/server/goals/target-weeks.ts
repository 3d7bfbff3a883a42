import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { UserRow } from '../db/rows.js';
import { goals } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { goalsPeriodsMet } from './periods-met.js';

export interface TargetWeek {
  name: string;
  /** Periods that ended in the days asked for and were not paused, and how many of them met the target. */
  met: number;
  of: number;
}

/**
 * How each active goal with a target did over a run of finished days (last week, for the digest): the periods it
 * counts (scheduled days, the week, a month) that ended inside them, pauses left out.
 */
export async function targetWeeks(
  { db }: Pick<ServiceDeps, 'db'>,
  user: UserRow,
  days: { from: string; to: string },
  now: Date,
): Promise<TargetWeek[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, user.id), eq(goals.isActive, true), isNotNull(goals.target)))
    .orderBy(asc(goals.id));
  const results = await goalsPeriodsMet(db, user, rows, days, now);
  return results.flatMap(({ goal, periods }) =>
    periods.of ? [{ name: goal.name, met: periods.met, of: periods.of }] : [],
  );
}
