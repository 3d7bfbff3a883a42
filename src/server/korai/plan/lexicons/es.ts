import type { Lexicon } from '../lexicon.js';

export const es: Lexicon = {
  measures: {
    related: ['relacionad*', 'correlacion*', 'vinculad*'],
    count: ['cuant*', 'cuantas veces', 'numero de'],
    mostActive: ['mas activ*', 'mas usad*', 'mas frecuente'],
    leastActive: ['menos activ*', 'menos usad*'],
    lastTime: ['ultima vez', 'cuando fue la ultima'],
    averageDay: ['al dia', 'por dia', 'promedio diario', 'media diaria', 'diari*'],
  },
  average: ['promedio', 'en promedio', 'de media'],
  periods: {
    today: ['hoy'],
    yesterday: ['ayer'],
    thisWeek: ['esta semana'],
    lastWeek: ['semana pasada', 'semana anterior'],
    thisMonth: ['este mes'],
    lastMonth: ['mes pasado', 'mes anterior'],
    allTime: ['en total', 'desde siempre'],
  },
  days: ['dias'],
  weeks: ['semanas'],
  last: ['ultimos', 'ultimas', 'pasados'],
  goals: ['objetivo*', 'meta', 'metas'],
  onTrack: ['en camino', 'al dia', 'voy bien', 'como voy'],
  periodCounts: [
    'cuantas veces',
    'cuantos dias',
    'cuantas semanas',
    'cuantos meses',
    'en cuantos dias',
    'en cuantas semanas',
    'en cuantos meses',
  ],
};
