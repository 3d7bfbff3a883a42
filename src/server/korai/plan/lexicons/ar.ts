import type { Lexicon } from '../lexicon.js';

export const ar: Lexicon = {
  measures: {
    related: ['مرتبط', 'يرتبط', 'ارتباط', 'علاقة'],
    count: ['كم', 'عدد'],
    mostActive: ['الأكثر نشاطا', 'الأكثر نشاطاً', 'الأكثر'],
    leastActive: ['الأقل نشاطا', 'الأقل'],
    lastTime: ['آخر مرة', 'متى آخر'],
    averageDay: ['في اليوم', 'يوميا'],
  },
  periods: {
    today: ['اليوم'],
    yesterday: ['أمس', 'الأمس', 'البارحة'],
    thisWeek: ['هذا الأسبوع'],
    lastWeek: ['الأسبوع الماضي'],
    thisMonth: ['هذا الشهر'],
    lastMonth: ['الشهر الماضي'],
    allTime: ['إجمالا', 'في المجموع'],
  },
  days: ['أيام', 'يوما', 'يوم', 'يوماً'],
  weeks: ['أسابيع'],
  last: ['آخر', 'الماضية'],
};
