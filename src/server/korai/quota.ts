import { and, count, eq, gte } from 'drizzle-orm';
import { localDate, startOfLocalDay } from '../../shared/local-dates.js';
import { limitsFor, UNLIMITED } from '../../shared/plans.js';
import type { InsightsUsage } from '../../shared/schemas/ai.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { aiUsage } from '../db/schema.js';

type Executor = Pick<Database, 'select'>;

/** Where the user's today and this month begin, in their time zone. */
function boundaries(user: UserRow, now: Date) {
  const today = localDate(now, user.timeZone);
  return {
    dayStart: startOfLocalDay(today, user.timeZone),
    monthStart: startOfLocalDay(`${today.slice(0, 8)}01`, user.timeZone),
  };
}

async function countSince(db: Executor, user: UserRow, since?: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(aiUsage)
    .where(since ? and(eq(aiUsage.userId, user.id), gte(aiUsage.createdAt, since)) : eq(aiUsage.userId, user.id));
  return row?.value ?? 0;
}

/** Questions asked in all, today and this month, and the plan's monthly allowance (-1 unlimited). */
export async function readUsage(db: Executor, user: UserRow, now: Date): Promise<InsightsUsage> {
  const { dayStart, monthStart } = boundaries(user, now);
  const [total, today, thisMonth] = await Promise.all([
    countSince(db, user),
    countSince(db, user, dayStart),
    countSince(db, user, monthStart),
  ]);
  return { totalInsightsUsed: { total, today, thisMonth }, limit: limitsFor(user, now).monthlyInsights };
}

/** Whether one more question fits this month's allowance. */
export async function hasInsightLeft(db: Executor, user: UserRow, now: Date): Promise<boolean> {
  const limit = limitsFor(user, now).monthlyInsights;
  if (limit === UNLIMITED) return true;
  return (await countSince(db, user, boundaries(user, now).monthStart)) < limit;
}
