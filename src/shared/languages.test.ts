import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage } from './languages.js';

describe('pickLanguage', () => {
  it('takes the first supported language by quality', () => {
    expect(pickLanguage('en-US,en;q=0.9,it;q=0.8')).toBe('en');
    expect(pickLanguage('nl-NL,nl;q=0.9,de;q=0.5,fr;q=0.7')).toBe('fr');
    expect(pickLanguage('pt-BR')).toBe('pt');
  });

  it('finds nothing when no language is supported or none is given', () => {
    expect(pickLanguage('nl,sv;q=0.5')).toBeUndefined();
    expect(pickLanguage(undefined)).toBeUndefined();
    expect(pickLanguage('*')).toBeUndefined();
  });

  it('knows the 11 languages, Italian first', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([
      'it',
      'en',
      'es',
      'zh',
      'fr',
      'de',
      'ar',
      'hi',
      'pt',
      'ru',
      'ja',
    ]);
  });
});
