import { correlationStrength, describeCorrelation } from '../../shared/correlation-text.js';
import type { LanguageCode } from '../../shared/languages.js';
import { MIN_SHARED_DAYS } from '../../shared/schemas/reports.js';
import { translatorFor } from '../i18n.js';
import type { KnownBox } from './plan/context.js';
import type { Period, PlanOutcome } from './plan/types.js';

/** Writes a plan's result as a sentence in the person's language; every number through Intl for their locale. */
export function writeReply(outcome: PlanOutcome, language: LanguageCode, timeZone: string, boxes: KnownBox[]): string {
  const t = translatorFor(language);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const n = (value: number) => number.format(value);
  const { plan, result } = outcome;
  const named = boxes.filter((box) => plan.boxIds.includes(box.id));
  const label = (list: { emoji: string; name: string }[]) =>
    list.length
      ? new Intl.ListFormat(language, { type: 'conjunction' }).format(list.map((box) => `${box.emoji} ${box.name}`))
      : t('korai.answer.allBoxes');
  let box = label(named);
  if (plan.tag) box = `${box} #${plan.tag}`;
  if (plan.text) box = `${box} «${plan.text}»`;
  const day = (value: string) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );
  const events = (count: number) => t('korai.answer.events', { count, n: n(count) });
  const days = (count: number) => t('korai.answer.days', { count, n: n(count) });
  const when = (period: Period) => {
    if (period.name === 'lastDays') return t('korai.answer.when.lastDays', { days: days(period.days ?? 0) });
    if (period.name) return t(`korai.answer.when.${period.name}`);
    if (period.from === period.to) return t('korai.answer.when.day', { date: day(period.from) });
    return t('korai.answer.when.range', { from: day(period.from), to: day(period.to) });
  };
  const at = (instant: Date) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).format(instant);
  const base = { box, when: when(plan.period) };

  switch (result.measure) {
    case 'count':
      return t(named.length || plan.tag || plan.text ? 'korai.answer.reply.count' : 'korai.answer.reply.countAll', {
        ...base,
        events: events(result.value),
      });
    case 'quantity':
      return t('korai.answer.reply.quantity', { ...base, n: n(result.value) });
    case 'averageDay':
    case 'averageWeek':
      return t(`korai.answer.reply.${result.measure}`, { ...base, n: n(result.value) });
    case 'mostActive':
    case 'leastActive': {
      const top = result.ranked[0];
      if (!top) return t('korai.answer.reply.noBoxes');
      return t(`korai.answer.reply.${result.measure}`, { ...base, box: label([top.box]), events: events(top.figure) });
    }
    case 'compare': {
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
      return t('korai.answer.reply.daysWithout', { ...base, days: days(result.value) });
    case 'firstTime':
    case 'lastTime': {
      if (!result.at) return t('korai.answer.reply.nothing', base);
      const ago = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-result.daysAgo, 'day');
      const boxId = outcome.sources[0]?.boxes[0]?.id;
      const described = boxes.find((candidate) => candidate.id === boxId)?.trackingMode === 'descriptive';
      const key = described && result.description ? result.measure : `${result.measure}Short`;
      return t(`korai.answer.reply.${key}`, { ...base, date: at(result.at), ago, description: result.description });
    }
    case 'ratingAverage':
      if (result.value === null) return t('korai.answer.reply.noRating', base);
      return t('korai.answer.reply.ratingAverage', { ...base, n: n(result.value), events: events(result.rated) });
    case 'ratingBest':
    case 'ratingOf': {
      if (result.value === null) return t('korai.answer.reply.noRating', base);
      const source = outcome.sources[0];
      return t(`korai.answer.reply.${result.measure}`, {
        ...base,
        n: n(result.value),
        description: result.description,
        date: source ? day(source.from) : '',
      });
    }
    case 'busiestWeekday': {
      if (result.weekday === null) return t('korai.answer.reply.nothing', base);
      // 2024-01-01 was a Monday: weekday 1 is that day, 7 the Sunday after.
      const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, 0, result.weekday)),
      );
      return t('korai.answer.reply.busiestWeekday', { ...base, weekday: name, events: events(result.value) });
    }
    case 'busiestHour': {
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
    case 'related': {
      if (!result.allowed) return t('korai.answer.correlations.proOnly', base);
      if (!result.links.length) return t('korai.answer.correlations.none', { ...base, days: MIN_SHARED_DAYS });
      const lines = result.links.map((link) => {
        const other = plan.boxIds.includes(link.first.id) ? link.second.id : link.first.id;
        const sentence = describeCorrelation(t, language, link, other);
        return `• ${t('reports.withStrength', { sentence, strength: t(`reports.strength.${correlationStrength(link.coefficient)}`) })}`;
      });
      return [t('korai.answer.correlations.intro', base), ...lines, t('reports.caveat')].join('\n');
    }
  }
}

/** "I can't answer that yet", with three questions built from the person's own boxes that it can answer. */
export function cannotAnswer(language: LanguageCode, boxes: KnownBox[]): string {
  const t = translatorFor(language);
  const [first, second] = boxes;
  const name = (box: KnownBox | undefined) => box?.name ?? t('korai.answer.exampleBox');
  const examples = [
    t('korai.answer.example.count', { box: name(first) }),
    t('korai.answer.example.lastTime', { box: name(second ?? first) }),
    t('korai.answer.example.mostActive'),
  ];
  return [t('korai.answer.cannotAnswer'), ...examples.map((example) => `• ${example}`)].join('\n');
}
