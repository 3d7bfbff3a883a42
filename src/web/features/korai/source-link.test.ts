import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../../../shared/schemas/ai';
import { formatSourceDays, sourceLink } from './source-link';

const water = { id: 12, name: 'Acqua', emoji: '💧', color: '#317873', unit: null };
const coffee = { id: 13, name: 'Caffè', emoji: '☕', color: '#317873', unit: null };
const source = (extra: Partial<AnswerSource>): AnswerSource => ({
  boxes: [water],
  from: '2026-03-01',
  to: '2026-03-07',
  figure: 23,
  measure: 'events',
  ...extra,
});

describe('where a source chip leads', () => {
  it('opens the statistics of the box over exactly those days', () => {
    expect(sourceLink(source({}))).toBe('/reports?box=12&from=2026-03-01&to=2026-03-07');
  });

  it('opens the statistics of every box when the figure was about all of them', () => {
    expect(sourceLink(source({ boxes: [] }))).toBe('/reports?from=2026-03-01&to=2026-03-07');
  });

  it('opens Search for a tag, some text or several boxes', () => {
    expect(sourceLink(source({ tag: 'sport' }))).toBe('/search?box=12&from=2026-03-01&to=2026-03-07&q=%23sport');
    expect(sourceLink(source({ boxes: [], text: 'dune' }))).toBe('/search?from=2026-03-01&to=2026-03-07&q=dune');
    expect(sourceLink(source({ boxes: [water, coffee] }))).toBe('/search?boxes=12%2C13&from=2026-03-01&to=2026-03-07');
  });

  it('opens Search at the hours of a time of day, which statistics of whole days cannot show', () => {
    expect(sourceLink(source({ dayPart: 'morning' }))).toBe(
      '/search?box=12&from=2026-03-01&to=2026-03-07&dayPart=morning',
    );
  });
});

describe('the days of a source', () => {
  const today = new Date(2026, 5, 1);
  it('writes a range of this year without the year, as the language does', () => {
    expect(formatSourceDays('2026-03-01', '2026-03-07', 'it', today)).toMatch(/^0?1–0?7 mar$/);
    expect(formatSourceDays('2026-03-01', '2026-03-07', 'en', today)).toMatch(/^Mar 1\s–\s7$/);
  });

  it('names the year of another year, and one day alone', () => {
    expect(formatSourceDays('2025-12-28', '2026-01-03', 'it', today)).toContain('2025');
    expect(formatSourceDays('2026-03-05', '2026-03-05', 'it', today)).toBe('5 mar');
  });
});
