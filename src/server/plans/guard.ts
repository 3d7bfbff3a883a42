import { limitsFor, type PlanHolder } from '../../shared/plans.js';
import { AppError } from '../errors.js';

type ProFeature = 'goals' | 'star' | 'correlations';

/** Whether the plan of `user` includes a Pro feature now. */
export function hasPro(user: PlanHolder, now: Date, feature: ProFeature): boolean {
  const limits = limitsFor(user, now);
  if (feature === 'goals') return limits.hasGoals;
  if (feature === 'correlations') return limits.hasAdvancedReports;
  return limits.maxStarredBoxes > 0;
}

/** Goals, favourites and the like: refused with 'Funzionalità Pro' outside Pro and the trial. */
export function requirePro(user: PlanHolder, now: Date, feature: ProFeature): void {
  if (!hasPro(user, now, feature)) throw new AppError('pro_feature');
}
