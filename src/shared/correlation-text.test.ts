import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_TOLD_COEFFICIENT, toldCorrelations } from './correlation-text.js';
import type { Correlation } from './schemas/reports.js';

const box = (id: number) => ({ id, name: `Box ${id}`, emoji: '📦', color: '#317873', unit: null });
const link = (first: number, second: number, lagDays: 0 | 1, coefficient: number): Correlation => ({
  first: box(first),
  second: box(second),
  lagDays,
  coefficient,
  days: 30,
});

describe('toldCorrelations', () => {
  it('keeps each pair once, its strongest reading, and leaves out the weak ones', () => {
    const told = toldCorrelations([
      link(1, 2, 0, 0.3),
      link(1, 2, 1, -0.6),
      link(2, 1, 1, 0.2),
      link(1, 3, 0, 0.05),
      link(2, 3, 1, 0.4),
    ]);
    expect(told.map((entry) => [entry.first.id, entry.second.id, entry.lagDays, entry.coefficient])).toEqual([
      [1, 2, 1, -0.6],
      [2, 3, 1, 0.4],
    ]);
  });

  it('never names a pair twice, never tells a weak link, and orders by strength', () => {
    const arbitraryLink = fc
      .record({
        first: fc.integer({ min: 1, max: 6 }),
        second: fc.integer({ min: 1, max: 6 }),
        lagDays: fc.constantFrom<0 | 1>(0, 1),
        coefficient: fc.double({ min: -1, max: 1, noNaN: true }),
      })
      .filter((entry) => entry.first !== entry.second)
      .map((entry) => link(entry.first, entry.second, entry.lagDays, entry.coefficient));
    fc.assert(
      fc.property(fc.array(arbitraryLink, { maxLength: 40 }), (links) => {
        const told = toldCorrelations(links);
        const pairs = told.map((entry) => [entry.first.id, entry.second.id].sort().join('-'));
        expect(new Set(pairs).size).toBe(pairs.length);
        for (const entry of told) expect(Math.abs(entry.coefficient)).toBeGreaterThanOrEqual(MIN_TOLD_COEFFICIENT);
        const sizes = told.map((entry) => Math.abs(entry.coefficient));
        expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
        // Every pair with a strong enough reading is told.
        const strongPairs = new Set(
          links
            .filter((entry) => Math.abs(entry.coefficient) >= MIN_TOLD_COEFFICIENT)
            .map((entry) => [entry.first.id, entry.second.id].sort().join('-')),
        );
        expect(new Set(pairs)).toEqual(strongPairs);
      }),
    );
  });
});
