import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, eachDay } from '../../shared/days.js';
import type { GoalTarget } from '../../shared/schemas/goals.js';
import { eventsBetween, periodOf, TARGET_HISTORY, targetProgress } from './target-progress.js';

const START = '2026-01-01';

/** A goal of 1 to 120 days so far, random events on random days (some before it began), any target. */
const scenario = fc.record({
  days: fc.integer({ min: 1, max: 120 }),
  events: fc.array(fc.record({ offset: fc.integer({ min: -10, max: 130 }), times: fc.integer({ min: 1, max: 6 }) }), {
    maxLength: 80,
  }),
  target: fc.record({
    direction: fc.constantFrom('atLeast' as const, 'atMost' as const),
    count: fc.integer({ min: 1, max: 8 }),
    period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
  }),
  weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })),
  elapsed: fc.double({ min: 0, max: 1, noNaN: true }),
  paused: fc.array(fc.record({ offset: fc.integer({ min: -15, max: 125 }), length: fc.integer({ min: 1, max: 12 }) }), {
    maxLength: 12,
  }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

function inputOf({ days, events, target, weekdays, elapsed, paused }: Scenario) {
  const pauses = paused.map(({ offset, length }) => ({
    startDay: addDays(START, offset),
    endDay: addDays(START, offset + length - 1),
  }));
  const perDay = new Map<string, number>();
  for (const { offset, times } of events) {
    const day = addDays(START, offset);
    perDay.set(day, (perDay.get(day) ?? 0) + times);
  }
  const goalTarget: GoalTarget = target.period === 'day' && weekdays ? { ...target, weekdays } : target;
  return {
    target: goalTarget,
    goalStart: START,
    goalEnd: null,
    today: addDays(START, days - 1),
    perDay,
    elapsed: () => elapsed,
    pauses,
  };
}

/** The test's own reading, day by day: every period of the goal so far, each with its events inside the goal. */
function periodsByHand(input: ReturnType<typeof inputOf>) {
  const { target, goalStart, today, perDay } = input;
  const byStart = new Map<string, { start: string; end: string; count: number; paused: boolean }>();
  for (const day of eachDay(goalStart, today)) {
    const { start, end } = periodOf(day, input);
    const period = byStart.get(start) ?? { start, end, count: 0, paused: false };
    period.count += perDay.get(day) ?? 0;
    byStart.set(start, period);
  }
  // A period is paused by any of its days inside the goal, those still to come included.
  const paused = (day: string) => input.pauses.some((pause) => pause.startDay <= day && day <= pause.endDay);
  for (const period of byStart.values()) {
    period.paused = eachDay(period.start < goalStart ? goalStart : period.start, period.end).some(paused);
  }
  const scheduled = (start: string) => !target.weekdays || target.weekdays.includes(dayOfWeek(start));
  const met = (count: number) => (target.direction === 'atLeast' ? count >= target.count : count <= target.count);
  return [...byStart.values()].filter((period) => scheduled(period.start)).map((p) => ({ ...p, met: met(p.count) }));
}

describe('eventsBetween', () => {
  it('sums the events of the days from one day to another, both included, as a walk over the days would', () => {
    const day = fc.integer({ min: -20, max: 60 }).map((offset) => addDays(START, offset));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(day, fc.integer({ min: 1, max: 9 })), { maxLength: 40 }),
        day,
        day,
        (rows, a, b) => {
          const perDay = new Map(rows);
          const walked = a > b ? 0 : eachDay(a, b).reduce((sum, each) => sum + (perDay.get(each) ?? 0), 0);
          expect(eventsBetween(perDay)(a, b)).toBe(walked);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('targetProgress', () => {
  it('agrees with a day-by-day count of the periods, their streak and their history', () => {
    fc.assert(
      fc.property(scenario, (generated) => {
        const input = inputOf(generated);
        const progress = targetProgress(input);
        const periods = periodsByHand(input);
        const current = periodOf(input.today, input);
        const finished = periods.filter((period) => period.end < current.start);

        expect(progress.period.start).toBe(current.start);
        expect(progress.period.count).toBe(
          eachDay(current.start < START ? START : current.start, input.today).reduce(
            (sum, day) => sum + (input.perDay.get(day) ?? 0),
            0,
          ),
        );
        expect(progress.left).toBe(Math.max(0, input.target.count - progress.period.count));
        expect(progress.history).toEqual(finished.slice(-TARGET_HISTORY));

        let streak = 0;
        for (const period of [...finished].reverse()) {
          if (period.paused) continue;
          if (!period.met) break;
          streak++;
        }
        const currentScheduled = periods.some((period) => period.start === current.start);
        const countsNow =
          progress.period.met && !progress.period.paused && input.target.direction === 'atLeast' && currentScheduled;
        expect(progress.streak).toBe(streak + (countsNow ? 1 : 0));

        if (!currentScheduled) expect(progress.status).toBe('rest');
        else if (progress.period.paused) expect(progress.status).toBe('paused');
        else if (input.target.direction === 'atMost') {
          expect(progress.status).toBe(progress.period.count > input.target.count ? 'over' : 'onTrack');
        } else if (progress.period.count >= input.target.count) expect(progress.status).toBe('done');
        else expect(['onTrack', 'behind']).toContain(progress.status);
      }),
      { numRuns: 400 },
    );
  });

  it('is behind only when the events so far fall short of the even pace', () => {
    const input = inputOf({
      days: 3,
      events: [{ offset: 2, times: 3 }],
      target: { direction: 'atLeast', count: 8, period: 'day' },
      weekdays: null,
      elapsed: 0.5,
      paused: [],
    });
    expect(targetProgress(input).status).toBe('behind');
    expect(targetProgress({ ...input, elapsed: () => 0.45 }).status).toBe('onTrack');
    expect(targetProgress({ ...input, elapsed: () => 0 }).status).toBe('onTrack');
  });

  it('judges a goal that has ended by its last period, done or missed', () => {
    const input = inputOf({
      days: 40,
      events: [{ offset: 9, times: 2 }],
      target: { direction: 'atLeast', count: 2, period: 'day' },
      weekdays: null,
      elapsed: 0.2,
      paused: [],
    });
    expect(targetProgress({ ...input, goalEnd: addDays(START, 9) })).toMatchObject({ status: 'done', streak: 1 });
    expect(targetProgress({ ...input, goalEnd: addDays(START, 10) })).toMatchObject({ status: 'missed', streak: 0 });
  });
});
