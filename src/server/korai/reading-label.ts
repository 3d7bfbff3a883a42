import type { LanguageCode } from '../../shared/languages.js';
import type { GoalRow } from '../goals/goal-rows.js';
import type { KnownBox } from './plan/context.js';
import type { Period, QueryPlan } from './plan/types.js';
import { replyWords } from './reply-words.js';

/**
 * A plan in plain words, as a button offers it: "☕ Caffè · numero di volte · ultimi 30 giorni (31 ott – 29 nov)".
 * Every named period carries its exact days. `shown` leaves out the boxes or the period where they were not
 * understood (what K-ORAI did read of a question it could not answer).
 */
export function readingLabel(
  plan: QueryPlan,
  language: LanguageCode,
  boxes: KnownBox[],
  goals: GoalRow[],
  shown: { boxes?: boolean; period?: boolean } = {},
): string {
  const { t, base, when } = replyWords(plan, language, 'UTC', boxes);
  const range = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const span = (period: Period) => {
    if (!period.name || period.name === 'allTime') return when(period);
    // Some locales write a range's days with a leading zero ("01–30 nov"), though never a single day.
    const days = range
      .formatRangeToParts(new Date(`${period.from}T12:00:00Z`), new Date(`${period.to}T12:00:00Z`))
      .map((part) => (part.type === 'day' ? part.value.replace(/^0(?=\d)/, '') : part.value))
      .join('');
    return `${when(period)} (${days})`;
  };
  const goalNames = goals.filter((goal) => plan.goalIds?.includes(goal.id)).map((goal) => goal.name);
  const what = plan.measure.startsWith('goal')
    ? goalNames.length
      ? new Intl.ListFormat(language, { type: 'conjunction' }).format(goalNames)
      : undefined
    : base.box;
  const parts = [shown.boxes === false ? undefined : what, t(`korai.measure.${plan.measure}`)];
  if (shown.period !== false) {
    parts.push(
      plan.comparison
        ? t('korai.answer.versus', { current: span(plan.period), previous: span(plan.comparison) })
        : span(plan.period),
    );
  }
  return parts.filter(Boolean).join(' · ');
}
