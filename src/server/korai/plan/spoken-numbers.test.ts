import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/languages.js';
import { fold } from './fold.js';
import { spokenNumbers, withDigits } from './spoken-numbers.js';

describe('numbers written as words', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'ja' && code !== 'zh'))(
    'become digits, each word alone, and nothing else changes (%s)',
    (language) => {
      for (const word of spokenNumbers(language)) {
        const digits = withDigits(` a ${word} b `, language);
        expect(digits).toMatch(/^ a \d+ b $/);
      }
      expect(withDigits(fold('Caffè, Corsa e Film'), language)).toBe(fold('Caffè, Corsa e Film'));
    },
  );

  it('reads Chinese and Japanese numerals before a unit of time, and leaves 一 and months alone', () => {
    expect(withDigits('过去十天', 'zh')).toBe('过去10天');
    expect(withDigits('最近十五天', 'zh')).toBe('最近15天');
    expect(withDigits('过去二十天', 'zh')).toBe('过去20天');
    expect(withDigits('两周', 'zh')).toBe('2周');
    expect(withDigits('この十日間', 'ja')).toBe('この10日間');
    expect(withDigits('三ヶ月', 'ja')).toBe('3ヶ月');
    expect(withDigits('一共几次', 'zh')).toBe('一共几次');
    expect(withDigits('一番多い', 'ja')).toBe('一番多い');
    expect(withDigits('十月', 'zh')).toBe('十月');
    expect(withDigits('星期二', 'zh')).toBe('星期二');
  });
});
