import type { Lexicon } from '../lexicon.js';

export const pt: Lexicon = {
  measures: {
    related: ['relacionad*', 'correlacao', 'correlacoes', 'ligad*'],
    count: ['quant*', 'quantas vezes', 'numero de'],
    mostActive: ['mais ativ*', 'mais usad*', 'mais frequente'],
    leastActive: ['menos ativ*', 'menos usad*'],
    lastTime: ['ultima vez'],
    averageDay: ['por dia'],
  },
  periods: {
    today: ['hoje'],
    yesterday: ['ontem'],
    thisWeek: ['esta semana', 'nesta semana'],
    lastWeek: ['semana passada', 'semana anterior'],
    thisMonth: ['este mes', 'neste mes'],
    lastMonth: ['mes passado', 'mes anterior'],
    allTime: ['no total', 'desde sempre'],
  },
  days: ['dias'],
  weeks: ['semanas'],
  last: ['ultimos', 'ultimas', 'passados'],
  goals: ['objetivo*', 'meta', 'metas'],
  onTrack: ['no caminho certo', 'em dia', 'como estou'],
  periodCounts: [
    'quantas vezes',
    'quantos dias',
    'quantas semanas',
    'quantos meses',
    'em quantos dias',
    'em quantas semanas',
    'em quantos meses',
  ],
};
