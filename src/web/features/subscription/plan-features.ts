import type { TFunction } from 'i18next';
import { PLANS, type PlanId, UNLIMITED } from '../../../shared/plans';

/** What a plan gives, as lines of text, read from the plan table the server enforces. */
export function planFeatures(plan: PlanId, t: TFunction): string[] {
  const limits = PLANS[plan];
  if (plan === 'free') {
    return [
      t('landing.planBoxes', { count: limits.maxBoxes }),
      t('landing.planUnlimitedEvents'),
      t('landing.planInsights', { count: limits.monthlyInsights }),
      t('landing.planBasicReports'),
    ];
  }
  return [
    t('landing.planBoxes', { count: limits.maxBoxes }),
    t('landing.planGoals'),
    limits.monthlyInsights === UNLIMITED
      ? t('landing.planUnlimitedInsights')
      : t('landing.planInsights', { count: limits.monthlyInsights }),
    t('landing.planAdvancedReports'),
    t('subscribe.featureFavourites', { count: limits.maxStarredBoxes }),
    t('subscribe.featureNotifications', { count: limits.maxNotificationBoxes }),
  ];
}
