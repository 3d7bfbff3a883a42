import { type SQL, sql } from 'drizzle-orm';
import type { PlanBadge } from '../../shared/plans.js';

/**
 * `planBadge` of shared/plans.ts written over the users table, to count badges without reading each user: a
 * running trial, a cancelled plan whose paid period ended, the plan itself. `plans.test.ts` holds the two forms
 * to the same answer on generated users.
 */
export function planBadgeSql(now: Date): SQL<PlanBadge> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<PlanBadge>`CASE
    WHEN plan = 'free' THEN
      CASE WHEN subscription_status = 'trialing' AND trial_expires_at > ${at} THEN 'trial' ELSE 'free' END
    WHEN subscription_status = 'cancelled' AND subscription_end_date <= ${at} THEN 'free'
    ELSE plan::text
  END`;
}
