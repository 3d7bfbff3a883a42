import type { Lexicon } from '../lexicon.js';

export const ja: Lexicon = {
  measures: {
    related: ['関係', '相関', '関連'],
    count: ['何回', 'いくつ', '何個', '何杯', '何件', '何本', '何冊', 'どれくらい', '回数'],
    mostActive: ['一番多', '最も多', '一番よく', 'いちばん多', '一番活発', '最も活発'],
    leastActive: ['一番少な', '最も少な'],
    lastTime: ['最後に', '前回', '最後'],
    averageDay: ['1日あたり', '一日平均'],
  },
  periods: {
    today: ['今日'],
    yesterday: ['昨日'],
    thisWeek: ['今週'],
    lastWeek: ['先週'],
    thisMonth: ['今月'],
    lastMonth: ['先月'],
    allTime: ['今まで', '全部で', '合計'],
  },
  days: ['日間', '日'],
  weeks: ['週間'],
  last: ['過去', '最近', 'この'],
};
