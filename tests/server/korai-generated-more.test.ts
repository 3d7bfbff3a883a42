import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/shared/languages.js';
import { readAll } from '../support/korai-generated.js';

/**
 * The measures added after the first generated set (the busiest date, the quantity per event, the lowest rating,
 * the most used tag, the events themselves, the longest break, a time of day), from templates written blind in the
 * same way (`korai-questions/generated-templates-more.json`): each question is read as meant or refused.
 */
describe('generated questions for the later measures, from templates written blind', () => {
  it.each(LANGUAGE_CODES)('are read as meant or refused, never as another question (%s)', async (language) => {
    const { total, understood, wrong } = await readAll(language, 'more');
    expect(total).toBeGreaterThanOrEqual(language === 'it' || language === 'en' ? 200 : 30);
    expect(wrong).toEqual([]);
    // Refusing is safe but not an answer: a parser that refused everything would pass the line above.
    expect(understood).toBeGreaterThanOrEqual(Math.ceil(total * 0.45));
  });
});
