import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GoalRow } from '../../src/server/goals/goal-rows.js';
import { answersInPeriods } from '../../src/server/korai/measures/goals/goal-answer.js';
import type { KnownBox } from '../../src/server/korai/plan/context.js';
import { parseQuestion } from '../../src/server/korai/plan/read-question.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages.js';

/**
 * Questions about goals, written by someone who had not read the parser (`korai-questions/goals-blind.json`, each
 * with the goal, the span of time and the kind of answer its writer meant): K-ORAI reads each as meant, or refuses
 * it; it never answers about another goal, another span of time, or where a goal stands when asked how many days
 * met it.
 */
const TODAY = '2026-11-19';
const BOXES: KnownBox[] = [
  { id: 1, name: 'Acqua', emoji: '💧', color: '#0ea5e9', unit: null, trackingMode: 'counter' },
  { id: 2, name: 'Palestra', emoji: '🏋️', color: '#f97316', unit: null, trackingMode: 'counter' },
  { id: 3, name: 'Caffè', emoji: '☕', color: '#78350f', unit: null, trackingMode: 'counter' },
];
const goal = (id: number, name: string, boxId: number, period: 'day' | 'week', count: number): GoalRow => ({
  id,
  userId: 'someone',
  name,
  boxIds: [boxId],
  startDate: new Date('2026-10-01T00:00:00Z'),
  endDate: null,
  isActive: true,
  createdAt: new Date('2026-10-01T00:00:00Z'),
  target: { direction: 'atLeast', count, period },
});
const GOALS = { A: goal(10, '8 bicchieri al giorno', 1, 'day', 8), B: goal(20, 'Palestra', 2, 'week', 3) };
const PERIODS: Record<string, [string, string] | null> = {
  none: null,
  today: [TODAY, TODAY],
  thisWeek: ['2026-11-16', '2026-11-22'],
  lastWeek: ['2026-11-09', '2026-11-15'],
  thisMonth: ['2026-11-01', '2026-11-30'],
  november: ['2026-11-01', '2026-11-30'],
  lastMonth: ['2026-10-01', '2026-10-31'],
  october: ['2026-10-01', '2026-10-31'],
};

interface Blind {
  language: LanguageCode;
  question: string;
  kind: 'status' | 'periods';
  goal: 'A' | 'B' | 'all';
  period: keyof typeof PERIODS;
}
const blind = JSON.parse(
  fs.readFileSync(new URL('./korai-questions/goals-blind.json', import.meta.url), 'utf8'),
) as Blind[];

/** What a plan would answer, goal by goal: which goals, over which days, and whether in periods met. */
async function reading({ question, language }: Blind) {
  const plan = await parseQuestion(question, language, BOXES, TODAY, Object.values(GOALS));
  if (!plan) return undefined;
  const named = plan.goalIds?.length
    ? Object.values(GOALS).filter((each) => plan.goalIds?.includes(each.id))
    : plan.boxIds.length
      ? []
      : Object.values(GOALS);
  return {
    measure: plan.measure,
    goals: named.map((each) => each.id),
    days: plan.period.name === 'allTime' ? null : [plan.period.from, plan.period.to],
    inPeriods: named.map((each) => answersInPeriods(plan.measure, plan.period, TODAY, each.target?.period)),
  };
}

describe('a question about goals', () => {
  it.each(LANGUAGE_CODES)(
    'is answered about the goal and the days its writer meant, or refused (%s)',
    async (language) => {
      const questions = blind.filter((entry) => entry.language === language);
      expect(questions.length).toBeGreaterThanOrEqual(language === 'it' || language === 'en' ? 25 : 8);
      const wrong: string[] = [];
      let understood = 0;
      for (const entry of questions) {
        const read = await reading(entry);
        if (!read) continue;
        const goals = entry.goal === 'all' ? [GOALS.A.id, GOALS.B.id] : [GOALS[entry.goal].id];
        const meant = PERIODS[entry.period] ?? null;
        // Asked how many days or weeks met a goal, every goal answers in periods; asked where a goal stands, it may
        // still answer in periods where the days asked hold several of its own ("this week" for a daily goal).
        const kindRight = entry.kind === 'periods' ? read.inPeriods.every(Boolean) : true;
        const sameDays = JSON.stringify(read.days) === JSON.stringify(meant);
        if (
          read.measure.startsWith('goal') &&
          JSON.stringify(read.goals) === JSON.stringify(goals) &&
          sameDays &&
          kindRight
        ) {
          understood += 1;
        } else {
          wrong.push(`${entry.question} -> ${JSON.stringify(read)}`);
        }
      }
      console.log(`${language}: ${understood} of ${questions.length} read right, the others refused`);
      expect(wrong).toEqual([]);
      // Refusing is safe but not an answer: most questions must be understood.
      expect(understood).toBeGreaterThanOrEqual(Math.ceil(questions.length * 0.6));
    },
  );
});
