import type { LanguageCode } from '../../../shared/languages.js';
import { annualSavingsPercent, CURRENCY, PLANS, TRIAL_DAYS } from '../../../shared/plans.js';
import { TRASH_RETENTION_DAYS } from '../../../shared/schemas/trash.js';

/** The figures the first knowledge text states, read from the plan table so the two can never disagree. */
export interface KnowledgeFacts {
  proMonthly: string;
  proAnnual: string;
  annualSavings: number;
  freeBoxes: number;
  proBoxes: number;
  freeInsights: number;
  starredBoxes: number;
  notificationBoxes: number;
  notificationTimes: number;
  trialDays: number;
  trashDays: number;
  freeExport: boolean;
  supportEmail: string;
}

export function knowledgeFacts(language: LanguageCode, supportEmail: string): KnowledgeFacts {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY });
  const pro = PLANS.pro;
  return {
    proMonthly: money.format((pro.monthlyPriceCents ?? 0) / 100),
    proAnnual: money.format((pro.annualPriceCents ?? 0) / 100),
    annualSavings: annualSavingsPercent(pro),
    freeBoxes: PLANS.free.maxBoxes,
    proBoxes: pro.maxBoxes,
    freeInsights: PLANS.free.monthlyInsights,
    starredBoxes: pro.maxStarredBoxes,
    notificationBoxes: pro.maxNotificationBoxes,
    notificationTimes: pro.maxNotificationTimes,
    trialDays: TRIAL_DAYS,
    trashDays: TRASH_RETENTION_DAYS,
    freeExport: PLANS.free.hasExport,
    supportEmail,
  };
}
