import type { LanguageCode } from '../../../shared/languages.js';
import { formatMoney } from '../../../shared/money.js';
import { annualSavingsPercent, PLANS, TRIAL_DAYS } from '../../../shared/plans.js';
import { createEventRequestSchema } from '../../../shared/schemas/events.js';
import { IMPORT_MAX_BYTES } from '../../../shared/schemas/import.js';
import { TRASH_RETENTION_DAYS } from '../../../shared/schemas/trash.js';

/** The figures the first knowledge text states, read from the plan table and the schemas so they can never disagree. */
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
  /** What one tap on a counter box adds. */
  tapQuantity: number;
  ratingMin: number;
  ratingMax: number;
  importMegabytes: number;
  supportEmail: string;
}

/** The stars an event's rating may have, as its schema bounds them. */
function ratingRange(): { ratingMin: number; ratingMax: number } {
  const { minValue, maxValue } = createEventRequestSchema.shape.rating.unwrap().unwrap();
  if (minValue === null || maxValue === null) throw new Error('An event rating must have a least and a greatest value');
  return { ratingMin: minValue, ratingMax: maxValue };
}
const RATING = ratingRange();

export function knowledgeFacts(language: LanguageCode, supportEmail: string): KnowledgeFacts {
  const money = (cents: number | null) => formatMoney(cents ?? 0, language);
  const pro = PLANS.pro;
  return {
    proMonthly: money(pro.monthlyPriceCents),
    proAnnual: money(pro.annualPriceCents),
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
    tapQuantity: createEventRequestSchema.shape.quantity.def.defaultValue,
    ...RATING,
    importMegabytes: IMPORT_MAX_BYTES / (1024 * 1024),
    supportEmail,
  };
}
