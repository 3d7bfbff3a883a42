import type { LanguageCode } from '../../../shared/languages.js';

/**
 * Phrases around periods that the lexicon's named periods do not hold, per language (folded: lower case, no Latin
 * accents, punctuation as spaces): the days they name, "since" that runs a day on to today, and "ago" that makes
 * a number of days one day, and which left over marks a period K-ORAI did not read.
 */
export interface PeriodMarkers {
  /** The day before yesterday. */
  dayBeforeYesterday: string[];
  /** The week before last week (Monday to Sunday). */
  weekBeforeLast: string[];
  /** The coming weekend, or the one under way. */
  thisWeekend: string[];
  /** The weekend before this one. */
  lastWeekend: string[];
  /** Months after a number: "the last 2 months". */
  months: string[];
  /** Years after a number: "the last 2 years". */
  years: string[];
  /** "since": before a day, the period runs from it to today. */
  since: string[];
  /** Words that say a weekday is a past one, or the day it was ("last", "on"). */
  weekday: string[];
  /** "ago" after (or before) a number of days: that day, not the days up to today. */
  ago: string[];
}

export const PERIOD_MARKERS: Record<LanguageCode, PeriodMarkers> = {
  it: {
    dayBeforeYesterday: ['l altro ieri', 'altroieri', 'avantieri', 'ieri l altro'],
    weekBeforeLast: ['settimana prima della scorsa', 'due settimane fa', 'la settimana prima'],
    thisWeekend: ['questo fine settimana', 'questo weekend', 'sto weekend'],
    lastWeekend: [
      'lo scorso fine settimana',
      'scorso fine settimana',
      'fine settimana scorso',
      'lo scorso weekend',
      'scorso weekend',
      'weekend scorso',
    ],
    months: ['mesi'],
    years: ['anni'],
    since: ['da', 'dal', 'dall', 'dalla', 'dallo', 'a partire da', 'a partire dal'],
    weekday: ['scorso', 'scorsa', 'passato', 'passata', 'ultimo', 'ultima'],
    ago: ['fa'],
  },
  en: {
    dayBeforeYesterday: ['the day before yesterday', 'day before yesterday'],
    weekBeforeLast: ['the week before last', 'week before last', 'the week before last week', 'two weeks ago'],
    thisWeekend: ['this weekend', 'this coming weekend'],
    lastWeekend: ['last weekend', 'past weekend', 'previous weekend'],
    months: ['months'],
    years: ['years'],
    since: ['since'],
    weekday: ['last', 'past', 'previous', 'on'],
    ago: ['ago'],
  },
  es: {
    dayBeforeYesterday: ['anteayer', 'antier', 'antes de ayer'],
    weekBeforeLast: ['la semana antepasada', 'semana antepasada', 'hace dos semanas'],
    thisWeekend: ['este fin de semana'],
    lastWeekend: ['el fin de semana pasado', 'fin de semana pasado', 'el pasado fin de semana'],
    months: ['meses'],
    years: ['años'],
    since: ['desde', 'desde el'],
    weekday: ['pasado', 'pasada', 'el', 'ultimo'],
    ago: ['hace'],
  },
  fr: {
    dayBeforeYesterday: ['avant hier'],
    weekBeforeLast: ['la semaine d avant', 'il y a deux semaines', 'l avant derniere semaine'],
    thisWeekend: ['ce week end', 'ce weekend'],
    lastWeekend: ['le week end dernier', 'week end dernier', 'le weekend dernier', 'weekend dernier'],
    months: ['mois', 'derniers mois'],
    years: ['ans', 'années', 'dernières années'],
    since: ['depuis'],
    weekday: ['dernier', 'derniere'],
    ago: ['il y a'],
  },
  de: {
    dayBeforeYesterday: ['vorgestern'],
    weekBeforeLast: ['vorletzte woche', 'vorletzten woche', 'vor zwei wochen'],
    thisWeekend: ['dieses wochenende', 'an diesem wochenende'],
    lastWeekend: [
      'letztes wochenende',
      'letzten wochenende',
      'am letzten wochenende',
      'vergangenes wochenende',
      'vergangenen wochenende',
    ],
    months: ['monate', 'monaten'],
    years: ['jahre', 'jahren'],
    since: ['seit'],
    weekday: ['letzten', 'letzter', 'letzte', 'vergangenen', 'am'],
    ago: ['vor'],
  },
  pt: {
    dayBeforeYesterday: ['anteontem', 'antes de ontem'],
    weekBeforeLast: ['semana retrasada', 'ha duas semanas'],
    thisWeekend: ['este fim de semana', 'neste fim de semana'],
    lastWeekend: ['o fim de semana passado', 'fim de semana passado', 'no fim de semana passado'],
    months: ['meses'],
    years: ['anos'],
    since: ['desde'],
    weekday: ['passado', 'passada', 'ultimo', 'ultima'],
    ago: ['atras'],
  },
  ru: {
    dayBeforeYesterday: ['позавчера'],
    weekBeforeLast: ['позапрошлой неделе', 'позапрошлую неделю', 'позапрошлая неделя'],
    thisWeekend: ['в эти выходные', 'эти выходные'],
    lastWeekend: ['в прошлые выходные', 'прошлые выходные', 'на прошлых выходных'],
    months: ['месяца', 'месяцев', 'месяц'],
    years: ['года', 'лет'],
    since: ['с', 'со', 'начиная с'],
    weekday: ['в', 'во', 'прошлый', 'прошлую', 'прошлое', 'прошлой', 'прошлом'],
    ago: ['назад'],
  },
  ar: {
    dayBeforeYesterday: ['أول أمس', 'اول امس', 'أول امس'],
    weekBeforeLast: ['الأسبوع قبل الماضي', 'قبل أسبوعين'],
    thisWeekend: ['عطلة نهاية هذا الأسبوع', 'هذا الويكند'],
    lastWeekend: ['عطلة نهاية الأسبوع الماضية', 'نهاية الأسبوع الماضي', 'الويكند الماضي'],
    months: ['أشهر', 'شهور', 'شهرين'],
    years: ['سنوات', 'أعوام', 'سنتين'],
    since: ['منذ'],
    weekday: ['الماضي', 'يوم'],
    ago: ['قبل'],
  },
  hi: {
    dayBeforeYesterday: ['परसों'],
    weekBeforeLast: ['पिछले से पिछले हफ्ते', 'पिछले से पिछले सप्ताह', 'दो हफ्ते पहले'],
    thisWeekend: ['इस वीकेंड', 'इस सप्ताहांत'],
    lastWeekend: ['पिछले वीकेंड', 'पिछले सप्ताहांत'],
    months: ['महीनों', 'महीने'],
    years: ['सालों', 'साल', 'वर्षों'],
    since: ['से'],
    weekday: ['पिछले', 'पिछला', 'को'],
    ago: ['पहले'],
  },
  ja: {
    dayBeforeYesterday: ['一昨日', 'おととい'],
    weekBeforeLast: ['先々週', '先先週'],
    thisWeekend: ['今週末'],
    lastWeekend: ['先週末'],
    months: ['ヶ月', 'か月', 'カ月'],
    years: ['年間'],
    since: ['から', '以来'],
    weekday: [],
    ago: ['前'],
  },
  zh: {
    dayBeforeYesterday: ['前天'],
    weekBeforeLast: ['上上周', '上上个星期', '上上星期'],
    thisWeekend: ['这个周末', '本周末', '这周末'],
    lastWeekend: ['上周末', '上个周末'],
    months: ['个月'],
    years: ['年来', '年间'],
    since: ['从', '自从', '以来'],
    weekday: [],
    ago: ['前'],
  },
};
