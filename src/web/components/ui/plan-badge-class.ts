import type { PlanBadge } from '../../../shared/plans';

/** A plan badge's colours, the same in the user menu and the admin's lists. */
export const PLAN_BADGE_CLASS: Record<PlanBadge, string> = {
  free: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  trial: 'bg-amber-200 text-amber-900',
  pro: 'bg-brand-500 text-white',
  premium: 'bg-violet-600 text-white',
};
