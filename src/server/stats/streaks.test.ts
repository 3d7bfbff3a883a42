import { describe, expect, it } from 'vitest';
import { addDays, eachDay } from '../../shared/days.js';
import { currentStreak, longestStreak } from './streaks.js';

const today = '2026-03-31';
const first = '2026-01-01';

/** A seeded generator, so a failure shows the same days again. */
function randomDays(seed: number): Set<string> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const density = next();
  return new Set(eachDay(first, today).filter(() => next() < density));
}

describe('streaks', () => {
  it('hold on generated histories: runs of active days, bounded by inactive ones, the current one ending today or yesterday', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const active = randomDays(seed);
      const current = currentStreak(active, today);
      const longest = longestStreak(active, first, today);
      for (const streak of [current, longest]) {
        if (!streak.days) continue;
        const days = eachDay(streak.from as string, streak.to as string);
        expect(days).toHaveLength(streak.days);
        expect(days.every((day) => active.has(day))).toBe(true);
        expect(active.has(addDays(streak.from as string, -1))).toBe(false);
      }
      expect(longest.days).toBeGreaterThanOrEqual(current.days);
      if (current.days) expect([today, addDays(today, -1)]).toContain(current.to);
      else expect(active.has(today) || active.has(addDays(today, -1))).toBe(false);
      // No run is longer than the longest, and of runs as long the latest is the one told.
      const runs: string[][] = [];
      for (const day of eachDay(first, today)) {
        if (!active.has(day)) continue;
        const last = runs.at(-1);
        if (last && last.at(-1) === addDays(day, -1)) last.push(day);
        else runs.push([day]);
      }
      const max = Math.max(0, ...runs.map((run) => run.length));
      expect(longest.days).toBe(max);
      if (max)
        expect(longest.to).toBe(
          runs
            .filter((run) => run.length === max)
            .at(-1)
            ?.at(-1),
        );
    }
  });

  it('keep a streak alive through the morning before today has its event', () => {
    const active = new Set(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(currentStreak(active, today)).toEqual({ days: 3, from: '2026-03-28', to: '2026-03-30' });
    expect(currentStreak(active, '2026-04-01')).toEqual({ days: 0, from: null, to: null });
  });
});
