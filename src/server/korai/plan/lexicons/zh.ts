import type { Lexicon } from '../lexicon.js';

export const zh: Lexicon = {
  measures: {
    related: ['相关', '有关', '关联'],
    count: ['多少', '几次', '几个', '几杯', '几本', '次数'],
    mostActive: ['最活跃', '最多', '最常'],
    leastActive: ['最少'],
    lastTime: ['最后一次', '上一次', '上次'],
    averageDay: ['每天平均', '平均每天'],
  },
  periods: {
    today: ['今天'],
    yesterday: ['昨天'],
    thisWeek: ['这周', '本周', '这个星期', '这星期'],
    lastWeek: ['上周', '上个星期', '上星期'],
    thisMonth: ['这个月', '本月'],
    lastMonth: ['上个月', '上月'],
    allTime: ['总共', '一共', '至今'],
  },
  days: ['天'],
  weeks: ['周', '个星期'],
  last: ['过去', '最近'],
  goals: ['目标'],
  onTrack: ['正轨', '按计划', '进度', '达标'],
  periodCounts: [
    '的天数',
    '的周数',
    '几次',
    '多少次',
    '几天',
    '多少天',
    '几周',
    '几个星期',
    '多少周',
    '几个月',
    '多少个月',
  ],
};
