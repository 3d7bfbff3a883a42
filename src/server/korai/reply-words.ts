import type { LanguageCode } from '../../shared/languages.js';
import { translatorFor } from '../i18n.js';
import type { KnownBox } from './plan/context.js';
import type { Period, QueryPlan } from './plan/types.js';

/** What a reply names (the boxes, the period, counts, days and dates), in the person's language and time zone. */
export function replyWords(plan: QueryPlan, language: LanguageCode, timeZone: string, boxes: KnownBox[]) {
  const t = translatorFor(language);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const n = (value: number) => number.format(value);
  const named = boxes.filter((box) => plan.boxIds.includes(box.id));
  const label = (list: { emoji: string; name: string }[]) =>
    list.length
      ? new Intl.ListFormat(language, { type: 'conjunction' }).format(list.map((box) => `${box.emoji} ${box.name}`))
      : t('korai.answer.allBoxes');
  let box = label(named);
  if (plan.tag) box = `${box} #${plan.tag}`;
  if (plan.text) box = `${box} «${plan.text}»`;
  if (plan.dayPart) box = `${box} (${t(`korai.dayPart.${plan.dayPart}`)})`;
  const day = (value: string) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );
  /** The local day of an instant, as `day` writes a day. */
  const dayOf = (instant: Date) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(instant);
  /** A day with its month and year in words: "14 novembre 2026". */
  const longDay = (value: string) =>
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
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
  return { language, timeZone, t, n, named, label, day, dayOf, longDay, events, days, when, at, base };
}

export type ReplyWords = ReturnType<typeof replyWords>;
