import type { Chrono, ParsedComponents } from 'chrono-node';
import { addDays, calendarDay, dayOfWeek, mondayOf, monthEnd, monthStart } from '../../../shared/days.js';
import type { LanguageCode } from '../../../shared/languages.js';
import { weekdayNames } from './calendar-names.js';
import { dayRange } from './day-range.js';
import { findPhrase, fold, unspaced } from './fold.js';
import { LEXICONS, type NamedPeriod } from './lexicon.js';
import { namedMonths } from './month-named.js';
import { PERIOD_MARKERS } from './period-markers.js';
import { lastDays, spansIn } from './spans.js';
import type { Period } from './types.js';
import { namedYear } from './year-named.js';

/**
 * chrono-node's parsers for the languages it covers, each loaded when a question in it first names a date: all of
 * them at start-up would hold some 20 MB that most app processes never use.
 */
const CHRONO: Partial<Record<LanguageCode, () => Promise<{ casual: Chrono }>>> = {
  en: () => import('chrono-node/en'),
  it: () => import('chrono-node/it'),
  es: () => import('chrono-node/es'),
  fr: () => import('chrono-node/fr'),
  de: () => import('chrono-node/de'),
  pt: () => import('chrono-node/pt'),
  ru: () => import('chrono-node/ru'),
  ja: () => import('chrono-node/ja'),
  zh: () => import('chrono-node/zh'),
};

/** The days a named period covers, seen from `today` (weeks begin on Monday, as `mondayOf` says). */
export function namedPeriod(name: NamedPeriod, today: string): Period {
  const monday = mondayOf(today);
  switch (name) {
    case 'today':
      return { from: today, to: today, name };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1), name };
    case 'thisWeek':
      return { from: monday, to: addDays(monday, 6), name };
    case 'lastWeek':
      return { from: addDays(monday, -7), to: addDays(monday, -1), name };
    case 'thisMonth':
      return { from: monthStart(today), to: monthEnd(today), name };
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end, name };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31`, name };
    case 'weekend': {
      // The weekend under way, or the last one.
      const saturday = dayOfWeek(today) >= 5 ? addDays(monday, 5) : addDays(monday, -2);
      return { from: saturday, to: addDays(saturday, 1), name: undefined };
    }
    case 'yearToDate':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'monthToDate':
      return { from: monthStart(today), to: today };
    case 'weekToDate':
      return { from: monday, to: today };
    case 'allTime':
      return { from: today, to: today, name };
  }
}

/** A period named relative to a day ("this week", "the last 30 days") seen again from `today`; a range stays put. */
export function periodAsOf(period: Period, today: string): Period {
  if (period.name === 'lastDays' && period.days) return lastDays(period.days, today);
  if (period.name && period.name !== 'lastDays') return namedPeriod(period.name, today);
  return period;
}

interface Found {
  period: Period;
  at: number;
  /** The text the period was read from, taken out before the rest of the question is read. */
  phrase: string;
}

/**
 * Every period a question names, in the order it names them: "the last N days/weeks", the named periods of the
 * language's lexicon, then dates, ranges and months by name through chrono-node. `text` is the folded question.
 */
export async function findPeriods(
  question: string,
  text: string,
  language: LanguageCode,
  today: string,
): Promise<Found[]> {
  const lexicon = LEXICONS[language];
  const found: Found[] = [];
  let rest = text;
  const take = (phrase: string, period: Period, at: number) => {
    found.push({ period, at, phrase });
    rest = rest.replace(phrase, ' '.repeat(phrase.length));
  };
  const markers = PERIOD_MARKERS[language];
  const markedDay = (phrases: string[], period: () => Period) => {
    for (const phrase of phrases.map((entry) => fold(entry).trim()).sort((x, y) => y.length - x.length)) {
      const at = findPhrase(rest, phrase, language);
      if (at >= 0) {
        take(phrase, period(), at);
        return;
      }
    }
  };
  // Before the lexicon's own: "the day before yesterday" holds "yesterday", "the week before last" "last week".
  markedDay(markers.dayBeforeYesterday, () => ({ from: addDays(today, -2), to: addDays(today, -2) }));
  const monday = mondayOf(today);
  markedDay(markers.weekBeforeLast, () => ({ from: addDays(monday, -14), to: addDays(monday, -8) }));
  // The weekend under way or the coming one; the last one is the one before it.
  const saturday = addDays(monday, 5);
  markedDay(markers.lastWeekend, () => ({ from: addDays(saturday, -7), to: addDays(saturday, -6) }));
  markedDay(markers.thisWeekend, () => ({ from: saturday, to: addDays(saturday, 1) }));
  for (const span of spansIn(rest, language, today)) take(span.phrase, span.period, span.at);
  const phrases = Object.entries(lexicon.periods)
    .flatMap(([name, list]) => list.map((phrase) => ({ name: name as NamedPeriod, phrase: fold(phrase).trim() })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  for (const { name, phrase } of phrases) {
    const at = findPhrase(rest, phrase, language);
    if (at >= 0) take(phrase, namedPeriod(name, today), at);
  }
  const range = dayRange(rest, language, today);
  if (range) take(range.phrase, range.period, range.at);
  if (!found.some((entry) => entry.period.name !== 'allTime')) {
    const weekday = weekdayIn(rest, language, today);
    if (weekday) take(weekday.phrase, { from: weekday.day, to: weekday.day }, weekday.at);
  }
  if (!found.some((entry) => entry.period.name !== 'allTime')) {
    for (const month of namedMonths(rest, language, today)) take(month.phrase, month.period, month.at);
  }
  if (!found.some((entry) => entry.period.name !== 'allTime')) {
    for (const entry of await datesIn(question, language, today)) found.push(entry);
  }
  if (!found.some((entry) => entry.period.name !== 'allTime')) {
    const year = namedYear(rest, language, today);
    if (year) take(year.phrase, year.period, year.at);
  }
  return found.map((entry) => sinceThen(entry, text, markers.since, language, today)).sort((a, b) => a.at - b.at);
}

/** A year named alone ("2025"): from its 1 January to its 31 December. */
const yearAlone = ({ period }: Found) =>
  period.from.endsWith('-01-01') && period.to === `${period.from.slice(0, 4)}-12-31`;

/** A month named alone ("ottobre", "janvier 2026"): a whole month read from a phrase with no day in it. */
const monthAlone = ({ period, phrase }: Found) =>
  period.from === monthStart(period.from) && period.to === monthEnd(period.from) && !/(^|\D)\d{1,2}(\D|$)/.test(phrase);

/**
 * "since Monday", "dal 1° aprile", "depuis janvier": a day, or a month named alone, with "since" before it runs on
 * to today.
 */
function sinceThen(entry: Found, text: string, since: string[], language: LanguageCode, today: string): Found {
  const { period } = entry;
  const whole = monthAlone(entry) || yearAlone(entry);
  if ((period.from !== period.to && !whole) || period.name || period.from > today) return entry;
  const phrase = fold(entry.phrase).trim();
  const at = text.indexOf(phrase);
  if (at < 0) return entry;
  const before = text.slice(0, at);
  const after = text.slice(at + phrase.length);
  // The marker right before the day (one short word, an article, may stand between) or right after it.
  const spaced = before.trimEnd().split(' ');
  const near = [spaced.at(-1), (spaced.at(-1)?.length ?? 9) <= 3 ? spaced.at(-2) : undefined];
  for (const word of since.map((marker) => fold(marker).trim())) {
    const ahead = unspaced(language) ? before.trimEnd().endsWith(word) : near.includes(word);
    const behind = unspaced(language) ? after.trimStart().startsWith(word) : after.startsWith(` ${word} `);
    if (!ahead && !behind) continue;
    const from = ahead ? before.lastIndexOf(word) : at;
    const to = behind ? at + phrase.length + after.indexOf(word) + word.length : at + phrase.length;
    return { ...entry, period: { from: period.from, to: today }, phrase: text.slice(from, to) };
  }
  return entry;
}

/**
 * A weekday by name ("martedì", "last Tuesday", "во вторник"): the latest such day up to today, as a question
 * about the past means it.
 */
function weekdayIn(text: string, language: LanguageCode, today: string) {
  for (const [weekday, names] of weekdayNames(language).entries()) {
    for (const name of names) {
      const core = name.replace(/\*$/, '');
      const at = unspaced(language) ? text.indexOf(core) : findPhrase(text, name, language);
      if (at < 0) continue;
      let start = at;
      let end = unspaced(language) || !name.endsWith('*') ? at + core.length : text.indexOf(' ', at);
      // "last" and "on" around the weekday go with it, not with the rest of the question.
      const markers = PERIOD_MARKERS[language].weekday;
      const before = text.slice(0, start).trimEnd().split(' ').at(-1) ?? '';
      if (markers.includes(before)) start = text.lastIndexOf(before, start);
      const after = text.slice(end).trimStart().split(' ')[0] ?? '';
      if (markers.includes(after)) end = text.indexOf(after, end) + after.length;
      const back = (dayOfWeek(today) - weekday + 7) % 7 || (start < at || end > at + core.length ? 7 : 0);
      return { day: addDays(today, -back), at, phrase: text.slice(start, end) };
    }
  }
  return undefined;
}

/** Dates, ranges ("from 1 to 7 March") and months by name, as chrono-node reads them in the language. */
async function datesIn(question: string, language: LanguageCode, today: string): Promise<Found[]> {
  const load = CHRONO[language];
  if (!load) return [];
  const parser = (await load()).casual;
  const reference = new Date(`${today}T12:00:00Z`);
  const results = parser.parse(question, { instant: reference, timezone: 0 }, { forwardDate: false });
  const dayOf = (components: ParsedComponents) => {
    let year = components.get('year') ?? Number(today.slice(0, 4));
    const month = components.get('month') ?? 1;
    const day = components.get('day') ?? 1;
    if (!components.isCertain('year') && calendarDay(year, month, day) > today) year -= 1;
    return calendarDay(year, month, day);
  };
  const found: Found[] = [];
  const lexicon = LEXICONS[language];
  const markers = PERIOD_MARKERS[language];
  const units = [...lexicon.days, ...lexicon.weeks, ...markers.months, ...markers.years].map((word) =>
    fold(word).trim(),
  );
  for (const result of results) {
    // "the past six months" read as a month back is a span K-ORAI does not read: left for the unread-time guard.
    const said = fold(result.text);
    if (units.some((word) => (unspaced(language) ? said.includes(word) : said.includes(` ${word} `)))) continue;
    // Only what names a date: "now", "tonight" and the like are not periods to count over.
    if (!/\d/.test(result.text) && result.start.isCertain('day')) continue;
    const from = dayOf(result.start);
    if (result.end) {
      found.push({ period: { from, to: dayOf(result.end) }, at: result.index, phrase: result.text });
    } else if (!result.start.isCertain('day') && result.start.isCertain('month')) {
      found.push({ period: { from: monthStart(from), to: monthEnd(from) }, at: result.index, phrase: result.text });
    } else if (result.start.isCertain('day')) {
      found.push({ period: { from, to: from }, at: result.index, phrase: result.text });
    }
  }
  // "between 1 March and 7 March": two days read as one range.
  const [first, second] = found;
  if (
    found.length === 2 &&
    first &&
    second &&
    first.period.from === first.period.to &&
    second.period.from === second.period.to
  ) {
    const [from, to] = [first.period.from, second.period.from].sort() as [string, string];
    return [{ period: { from, to }, at: first.at, phrase: `${first.phrase} ${second.phrase}` }];
  }
  return found;
}
