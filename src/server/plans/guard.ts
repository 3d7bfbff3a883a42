import { limitsFor, type PlanHolder } from '../../shared/plans.js';
import { AppError } from '../errors.js';

/** Goals, favourites and the like: refused with 'Funzionalità Pro' outside Pro and the trial. */
export function requirePro(user: PlanHolder, now: Date, feature: 'goals' | 'star'): void {
  const limits = limitsFor(user, now);
  const allowed = feature === 'goals' ? limits.hasGoals : limits.maxStarredBoxes > 0;
  if (!allowed) throw new AppError('pro_feature');
}
