import type { Lexicon } from '../lexicon.js';

export const hi: Lexicon = {
  measures: {
    related: ['संबंधित', 'जुड़ा', 'सहसंबंध'],
    count: ['कितन*'],
    mostActive: ['सबसे सक्रिय', 'सबसे ज़्यादा', 'सबसे ज्यादा'],
    leastActive: ['सबसे कम'],
    lastTime: ['आखिरी बार', 'आख़िरी बार', 'पिछली बार'],
    averageDay: ['प्रति दिन', 'रोज़ाना'],
  },
  periods: {
    today: ['आज'],
    yesterday: ['कल'],
    thisWeek: ['इस हफ्ते', 'इस हफ़्ते', 'इस सप्ताह'],
    lastWeek: ['पिछले हफ्ते', 'पिछले हफ़्ते', 'पिछले सप्ताह'],
    thisMonth: ['इस महीने', 'इस माह'],
    lastMonth: ['पिछले महीने', 'पिछले माह'],
    allTime: ['कुल'],
  },
  days: ['दिनों', 'दिन'],
  weeks: ['हफ्तों', 'सप्ताहों'],
  last: ['पिछले'],
};
