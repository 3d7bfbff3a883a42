import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, eachDay } from '../../shared/days.js';
import { periodsMet } from './periods-met.js';
import { periodOf } from './target-progress.js';

const START = '2026-01-01';

/** A goal so far (1 to 120 days), random events and paused days, an at-least target, and a run of days asked about. */
const scenario = fc.record({
  days: fc.integer({ min: 1, max: 120 }),
  events: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 130 }), times: fc.integer({ min: 1, max: 6 }) }), {
    maxLength: 80,
  }),
  count: fc.integer({ min: 1, max: 8 }),
  period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
  paused: fc.uniqueArray(fc.integer({ min: 0, max: 125 }), { maxLength: 20 }),
  asked: fc.tuple(fc.integer({ min: -20, max: 140 }), fc.integer({ min: 0, max: 60 })),
});

describe('periodsMet', () => {
  it('counts the periods that ended inside the days asked, met or missed, paused ones apart, and the one under way once met', () => {
    fc.assert(
      fc.property(scenario, ({ days, events, count, period, paused, asked }) => {
        const today = addDays(START, days - 1);
        const perDay = new Map<string, number>();
        for (const { offset, times } of events) {
          const day = addDays(START, offset);
          perDay.set(day, (perDay.get(day) ?? 0) + times);
        }
        const pausedDays = new Set(paused.map((offset) => addDays(START, offset)));
        const target = { direction: 'atLeast' as const, count, period };
        const from = addDays(START, asked[0]);
        const to = addDays(from, asked[1]);
        const input = {
          target,
          goalStart: START,
          goalEnd: null,
          today,
          perDay,
          elapsed: () => 1,
          pauses: [...pausedDays].map((day) => ({ startDay: day, endDay: day })),
        };
        const result = periodsMet(input, { from, to });

        // By hand: every period of the goal up to today's, with its events (up to today) and its paused days.
        const periods = new Map<string, { start: string; end: string; events: number; paused: boolean }>();
        for (const day of eachDay(START, today)) {
          const { start, end } = periodOf(day, input);
          const entry = periods.get(start) ?? { start, end, events: 0, paused: false };
          entry.events += perDay.get(day) ?? 0;
          periods.set(start, entry);
        }
        for (const entry of periods.values()) {
          const first = entry.start < START ? START : entry.start;
          entry.paused = eachDay(first, entry.end).some((day) => pausedDays.has(day));
        }
        const inside = [...periods.values()].filter((entry) => entry.end >= from && entry.end <= to);
        // The period under way counts once met; before that it is neither met nor missed.
        const settled = inside.filter((entry) => entry.end < today || entry.events >= count);
        const unpaused = settled.filter((entry) => !entry.paused);
        expect(result.of).toBe(unpaused.length);
        expect(result.met).toBe(unpaused.filter((entry) => entry.events >= count).length);
        const logged = eachDay(from < START ? START : from, to > today ? today : to).reduce(
          (sum, day) => sum + (perDay.get(day) ?? 0),
          0,
        );
        expect(result.events).toBe(from > today ? 0 : logged);
      }),
      { numRuns: 300 },
    );
  });
});
