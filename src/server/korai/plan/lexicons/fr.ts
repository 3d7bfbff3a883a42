import type { Lexicon } from '../lexicon.js';

export const fr: Lexicon = {
  measures: {
    related: ['lie a', 'lies a', 'liee a', 'correlation*', 'correle*'],
    count: ['combien'],
    mostActive: ['plus actif*', 'plus activ*', 'plus utilise*', 'le plus'],
    leastActive: ['moins actif*', 'le moins'],
    lastTime: ['derniere fois', 'dernier', 'derniere'],
    averageDay: ['par jour', 'quotidien*', 'journalier*'],
    streakCurrent: ['serie', 'series', 'd affilee', 'consecutif*', 'consecutiv*', 'de suite'],
    daysWithout: ['jours sans', 'sans'],
    busiestWeekday: ['jour de la semaine', 'quel jour'],
    firstTime: ['premiere fois'],
  },
  average: ['moyenne', 'en moyenne'],
  longest: ['plus longue', 'plus long', 'maxim*', 'record'],
  periods: {
    today: ['aujourd hui'],
    yesterday: ['hier'],
    thisWeek: ['cette semaine'],
    lastWeek: ['semaine derniere', 'semaine passee', 'semaine precedente'],
    thisMonth: ['ce mois'],
    lastMonth: ['mois dernier', 'mois precedent'],
    allTime: ['au total', 'depuis toujours'],
  },
  days: ['jours', 'derniers jours'],
  weeks: ['semaines'],
  last: ['derniers', 'dernieres'],
  goals: ['cible*', 'objectif*', 'but', 'buts'],
  onTrack: ['en bonne voie', 'dans les temps', 'ou j en suis'],
  periodCounts: ['combien de fois', 'combien de jours', 'combien de semaines', 'combien de mois'],
};
