import type { Lexicon } from '../lexicon.js';

export const de: Lexicon = {
  measures: {
    related: ['zusammenhang*', 'korrelation*', 'korreliert', 'verbunden'],
    count: ['wie viele', 'wieviele', 'wie oft', 'anzahl'],
    mostActive: ['aktivste*', 'am aktivsten', 'am meisten', 'am haufigsten'],
    leastActive: ['am wenigsten', 'am seltensten'],
    lastTime: ['letzte mal', 'zuletzt', 'letztes mal'],
    averageDay: ['pro tag', 'am tag'],
  },
  periods: {
    today: ['heute'],
    yesterday: ['gestern'],
    thisWeek: ['diese woche', 'dieser woche'],
    lastWeek: [
      'letzte woche',
      'letzten woche',
      'vergangene woche',
      'vergangenen woche',
      'vorige woche',
      'vorigen woche',
    ],
    thisMonth: ['diesen monat', 'diesem monat'],
    lastMonth: ['letzten monat', 'letzter monat', 'vorigen monat', 'vergangenen monat'],
    allTime: ['insgesamt', 'schon immer'],
  },
  days: ['tage', 'tagen'],
  weeks: ['wochen'],
  last: ['letzten', 'vergangenen'],
  goals: ['ziel*'],
  onTrack: ['im plan', 'auf kurs', 'im soll', 'wie stehe ich'],
  periodCounts: [
    'wie oft',
    'wie viele tage',
    'wie vielen tagen',
    'wie viele wochen',
    'wie vielen wochen',
    'wie viele monate',
    'wie vielen monaten',
  ],
};
