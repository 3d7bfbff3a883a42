import { localDate } from '../../../../shared/local-dates.js';
import type { Goal } from '../../../../shared/schemas/goals.js';
import type { GoalAnswer, PlanResult } from '../../plan/types.js';
import type { ReplyWords } from '../../reply-words.js';

/** "«Acqua» (Almeno 8 al giorno)": a goal as an answer names it, with its target when it has one. */
function goalName({ t, n }: ReplyWords, goal: Goal): string {
  const target = goal.target;
  return target
    ? t('korai.answer.goals.named', {
        name: goal.name,
        target: t(`goals.target.summary.${target.direction}.${target.period}`, { n: n(target.count) }),
      })
    : t('korai.answer.goals.unnamedTarget', { name: goal.name });
}

/** Where a goal stands now, as its card says it: "5/8 oggi · In linea · Mancano: 3 · Giorni di fila: 4". */
function standing(words: ReplyWords, goal: Goal): string {
  const { t, n, events, day, timeZone } = words;
  const { target, progress } = goal;
  if (!target || !progress) {
    const since = day(localDate(new Date(goal.startDate), timeZone));
    return t('korai.answer.goals.noTarget', { goal: goalName(words, goal), events: events(goal.currentCount), since });
  }
  const parts = [
    t(`goals.progress.${target.period}`, { n: n(progress.period.count), target: n(target.count) }),
    t(`goals.status.${progress.status}`),
  ];
  const open = progress.status === 'onTrack' || progress.status === 'behind';
  if (open) parts.push(t(`goals.left.${target.direction}`, { n: n(progress.left) }));
  if (progress.streak > 0 && target.period !== 'total')
    parts.push(t(`goals.streak.${target.period}`, { n: n(progress.streak) }));
  return t('korai.answer.goals.standing', { goal: goalName(words, goal), progress: parts.join(' · ') });
}

/** How many of a goal's periods met its target over the days asked: "raggiunto in 12 giorni su 20". */
function periodsLine(
  words: ReplyWords,
  { goal, periods }: GoalAnswer & { periods: NonNullable<GoalAnswer['periods']> },
) {
  const { t, n, base } = words;
  const unit = goal.target?.period ?? 'day';
  const name = goalName(words, goal);
  const paused = periods.paused ? t('korai.answer.goals.paused', { count: periods.paused, n: n(periods.paused) }) : '';
  if (!periods.of) return t('korai.answer.goals.noPeriods', { goal: name, when: base.when, paused });
  return t(`korai.answer.goals.periods.${unit}`, {
    goal: name,
    when: base.when,
    count: periods.of,
    met: n(periods.met),
    of: n(periods.of),
    paused,
  });
}

/** The reply to a question about goals: one line per goal, after a short introduction when there are several. */
export function goalReply(
  words: ReplyWords,
  result: Extract<PlanResult, { measure: 'goalProgress' | 'goalPeriodsMet' }>,
): string {
  const { t, base, named } = words;
  if (!result.allowed) return t('korai.answer.goals.proOnly');
  if (!result.goals.length)
    return named.length ? t('korai.answer.goals.noneForBox', base) : t('korai.answer.goals.none');
  const lines = result.goals.map((answer) =>
    answer.periods ? periodsLine(words, { ...answer, periods: answer.periods }) : standing(words, answer.goal),
  );
  if (lines.length === 1) return lines[0] ?? '';
  return [t('korai.answer.goals.intro'), ...lines.map((line) => `• ${line}`)].join('\n');
}
