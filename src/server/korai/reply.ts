import { correlationStrength, describeCorrelation } from '../../shared/correlation-text.js';
import type { LanguageCode } from '../../shared/languages.js';
import { MIN_SHARED_DAYS } from '../../shared/schemas/reports.js';
import { sharedUnit, withUnit } from '../../shared/shared-unit.js';
import { goalReply } from './goal-reply.js';
import type { KnownBox } from './plan/context.js';
import type { PlanOutcome, PlanResult, QueryPlan } from './plan/types.js';
import { type ReplyWords, replyWords } from './reply-words.js';

function compareReply(
  { t, language, base, events, when }: ReplyWords,
  plan: QueryPlan,
  result: Extract<PlanResult, { measure: 'compare' }>,
): string {
  const percent =
    result.percent === null
      ? ''
      : ` (${new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'always', maximumFractionDigits: 0 }).format(result.percent / 100)})`;
  const change =
    result.difference === 0
      ? t('korai.answer.reply.changeSame')
      : t(result.difference > 0 ? 'korai.answer.reply.changeUp' : 'korai.answer.reply.changeDown', {
          difference: events(Math.abs(result.difference)),
          percent,
        });
  return t('korai.answer.reply.compare', {
    ...base,
    events: events(result.value),
    previous: events(result.previous),
    before: plan.comparison ? when(plan.comparison) : '',
    change,
  });
}

function edgeReply(
  { t, language, base, at }: ReplyWords,
  outcome: PlanOutcome,
  result: Extract<PlanResult, { measure: 'firstTime' | 'lastTime' }>,
  boxes: KnownBox[],
): string {
  if (!result.at) return t('korai.answer.reply.nothing', base);
  const ago = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-result.daysAgo, 'day');
  const boxId = outcome.sources[0]?.boxes[0]?.id;
  const described = boxes.find((candidate) => candidate.id === boxId)?.trackingMode === 'descriptive';
  const key = described && result.description ? result.measure : `${result.measure}Short`;
  return t(`korai.answer.reply.${key}`, { ...base, date: at(result.at), ago, description: result.description });
}

function busiestWeekdayReply(
  { t, language, base, events }: ReplyWords,
  result: Extract<PlanResult, { measure: 'busiestWeekday' }>,
): string {
  if (result.weekday === null) return t('korai.answer.reply.nothing', base);
  // 2024-01-01 was a Monday: weekday 1 is that day, 7 the Sunday after.
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, result.weekday)),
  );
  return t('korai.answer.reply.busiestWeekday', { ...base, weekday: name, events: events(result.value) });
}

function busiestHourReply(
  { t, language, base, events }: ReplyWords,
  result: Extract<PlanResult, { measure: 'busiestHour' }>,
): string {
  if (result.hour === null) return t('korai.answer.reply.nothing', base);
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  const hour = time.formatRange(
    new Date(Date.UTC(2024, 0, 1, result.hour)),
    new Date(Date.UTC(2024, 0, 1, result.hour + 1)),
  );
  return t('korai.answer.reply.busiestHour', { ...base, hour, events: events(result.value) });
}

function relatedReply(
  { t, language, base }: ReplyWords,
  plan: QueryPlan,
  result: Extract<PlanResult, { measure: 'related' }>,
): string {
  if (!result.allowed) return t('korai.answer.correlations.proOnly', base);
  if (!result.links.length) return t('korai.answer.correlations.none', { ...base, days: MIN_SHARED_DAYS });
  const lines = result.links.map((link) => {
    const other = plan.boxIds.includes(link.first.id) ? link.second.id : link.first.id;
    const sentence = describeCorrelation(t, language, link, other);
    return `• ${t('reports.withStrength', { sentence, strength: t(`reports.strength.${correlationStrength(link.coefficient)}`) })}`;
  });
  return [t('korai.answer.correlations.intro', base), ...lines, t('reports.caveat')].join('\n');
}

/** The average rating (over how many rated events), or one event's rating with its words and day. */
function ratingReply(
  { t, base, n, day, events }: ReplyWords,
  outcome: PlanOutcome,
  result: Extract<PlanResult, { measure: 'ratingAverage' | 'ratingBest' | 'ratingWorst' | 'ratingOf' }>,
): string {
  if (result.value === null) return t('korai.answer.reply.noRating', base);
  if (result.measure === 'ratingAverage') {
    return t('korai.answer.reply.ratingAverage', { ...base, n: n(result.value), events: events(result.rated) });
  }
  const source = outcome.sources[0];
  return t(`korai.answer.reply.${result.measure}`, {
    ...base,
    n: n(result.value),
    description: result.description,
    date: source ? day(source.from) : '',
  });
}

/** The longest break (its days and when), or the most used tag (and on how many events). */
function daysOrTagReply(
  { t, base, days, events, when }: ReplyWords,
  result: Extract<PlanResult, { measure: 'gapLongest' | 'topTag' }>,
): string {
  if (result.measure === 'topTag') {
    if (!result.tag) return t('korai.answer.reply.noTags', base);
    return t('korai.answer.reply.topTag', { ...base, tag: result.tag, events: events(result.value) });
  }
  if (!result.from || !result.to) return t('korai.answer.reply.gapNone', base);
  return t('korai.answer.reply.gapLongest', {
    ...base,
    days: days(result.value),
    range: when({ from: result.from, to: result.to }),
  });
}

/** The events themselves, newest first, each with its day (and its box when several are listed). */
function listReply(
  { t, base, dayOf, events }: ReplyWords,
  plan: QueryPlan,
  result: Extract<PlanResult, { measure: 'list' }>,
  boxes: KnownBox[],
): string {
  if (!result.total) return t('korai.answer.reply.nothing', base);
  const boxOf = (id: number) => boxes.find((box) => box.id === id);
  const lines = result.events.map((event) => {
    const box = plan.boxIds.length === 1 ? undefined : boxOf(event.boxId);
    return `• ${[dayOf(event.at), box && `${box.emoji} ${box.name}`, event.description].filter(Boolean).join(' · ')}`;
  });
  const more =
    result.total > result.events.length ? [t('korai.answer.reply.listLatest', { shown: result.events.length })] : [];
  return [t('korai.answer.reply.list', { ...base, events: events(result.total) }), ...lines, ...more].join('\n');
}

/** Writes a plan's result as a sentence in the person's language; every number through Intl for their locale. */
export function writeReply(outcome: PlanOutcome, language: LanguageCode, timeZone: string, boxes: KnownBox[]): string {
  const words = replyWords(outcome.plan, language, timeZone, boxes);
  const { t, n, named, label, longDay, events, days, when, base } = words;
  const { plan, result } = outcome;

  switch (result.measure) {
    case 'count':
      return t(named.length || plan.tag || plan.text ? 'korai.answer.reply.count' : 'korai.answer.reply.countAll', {
        ...base,
        events: events(result.value),
      });
    case 'quantity':
      return t('korai.answer.reply.quantity', {
        ...base,
        n: withUnit(n(result.value), sharedUnit(boxes.filter((box) => plan.boxIds.includes(box.id)))),
      });
    case 'averageDay':
    case 'averageWeek':
    case 'averageEvent': {
      const unit = plan.amount ? sharedUnit(boxes.filter((box) => plan.boxIds.includes(box.id))) : null;
      return t(`korai.answer.reply.${result.measure}`, { ...base, n: withUnit(n(result.value), unit) });
    }
    case 'mostActive':
    case 'leastActive': {
      const top = result.ranked[0];
      if (!top) return t('korai.answer.reply.noBoxes');
      return t(`korai.answer.reply.${result.measure}`, { ...base, box: label([top.box]), events: events(top.figure) });
    }
    case 'compare':
      return compareReply(words, plan, result);
    case 'trend':
      return t(`korai.answer.reply.trend${result.direction[0]?.toUpperCase()}${result.direction.slice(1)}`, {
        ...base,
        weeks: new Intl.ListFormat(language, { type: 'conjunction' }).format(result.weeks.map(n)),
      });
    case 'streakLongest':
      if (!result.from || !result.to) return t('korai.answer.reply.nothing', base);
      return t('korai.answer.reply.streakLongest', {
        ...base,
        days: days(result.value),
        range: when({ from: result.from, to: result.to }),
      });
    case 'streakCurrent':
      return t('korai.answer.reply.streakCurrent', { ...base, days: days(result.value) });
    case 'daysWithout':
    case 'activeDays':
      return t(`korai.answer.reply.${result.measure}`, { ...base, days: days(result.value) });
    case 'gapLongest':
    case 'topTag':
      return daysOrTagReply(words, result);
    case 'list':
      return listReply(words, plan, result, boxes);
    case 'firstTime':
    case 'lastTime':
      return edgeReply(words, outcome, result, boxes);
    case 'ratingAverage':
    case 'ratingBest':
    case 'ratingWorst':
    case 'ratingOf':
      return ratingReply(words, outcome, result);
    case 'busiestWeekday':
      return busiestWeekdayReply(words, result);
    case 'busiestHour':
      return busiestHourReply(words, result);
    case 'busiestDay':
      if (result.day === null) return t('korai.answer.reply.nothing', base);
      return t('korai.answer.reply.busiestDay', { ...base, date: longDay(result.day), events: events(result.value) });
    case 'related':
      return relatedReply(words, plan, result);
    case 'goalProgress':
    case 'goalPeriodsMet':
      return goalReply(words, result, timeZone);
  }
}
