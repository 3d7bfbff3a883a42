import type { LanguageCode } from '../../shared/languages.js';
import { translatorFor } from '../i18n.js';
import { comparedPlan } from './measures/compare.js';
import type { KnownBox, PlanContext } from './plan/context.js';
import { likelyPlans } from './plan/likely-plans.js';
import type { Refusal } from './plan/parse.js';
import type { QueryPlan } from './plan/types.js';
import { readingLabel } from './reading-label.js';

/** A reading offered as a button: what it says, and the plan it runs when picked. */
export interface OfferedReading {
  label: string;
  plan: QueryPlan;
}

/** The example questions offered when nothing was understood, in the person's words. */
function exampleLabel(plan: QueryPlan, language: LanguageCode, boxes: KnownBox[]): string {
  const t = translatorFor(language);
  const box = boxes.find((candidate) => candidate.id === plan.boxIds[0])?.name ?? '';
  if (plan.measure === 'count') return t('korai.answer.example.count', { box });
  if (plan.measure === 'lastTime') return t('korai.answer.example.lastTime', { box });
  return t('korai.answer.example.mostActive');
}

/**
 * The reply to a question not understood: what stopped K-ORAI (the word it could not read), what it did
 * understand, and the likeliest readings as buttons. No figure: a figure for a nearby question would read as the
 * answer to this one.
 */
export function refusalReply(
  ctx: Pick<PlanContext, 'boxes' | 'goals'>,
  refusal: Refusal,
  language: LanguageCode,
  today: string,
): { text: string; readings: OfferedReading[] } {
  const t = translatorFor(language);
  const plans = likelyPlans(refusal, today, ctx.boxes);
  const { plan } = refusal;
  if (!plan) {
    return {
      text: t('korai.answer.cannotAnswer'),
      readings: plans.map((example) => ({ label: exampleLabel(example, language, ctx.boxes), plan: example })),
    };
  }
  const understood = readingLabel(plan, language, ctx.boxes, ctx.goals, {
    boxes: !refusal.boxMissing,
    period: refusal.periods.length > 0,
  });
  const lines = [
    t(`korai.answer.refused.${refusal.why === 'unplaced' ? 'unread' : refusal.why}`, { word: refusal.unread }),
    t('korai.answer.understood', { reading: understood }),
    t('korai.answer.pickReading'),
  ];
  return {
    text: lines.join('\n'),
    // A comparison's button says the days it will compare ("questo mese (1–29 nov)" against "1–29 ott").
    readings: plans.map((reading) => ({
      label: readingLabel(
        reading.measure === 'compare' ? comparedPlan(reading, today) : reading,
        language,
        ctx.boxes,
        ctx.goals,
      ),
      plan: reading,
    })),
  };
}
