import { describe, expect, it } from 'vitest';
import { chooseLanguage, helpLanguage, LANGUAGES, pickLanguage } from './languages.js';

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

describe('chooseLanguage', () => {
  it('takes the language the link asks for, then the one chosen before', () => {
    expect(chooseLanguage(['ja', 'fr'], 'en')).toBe('ja');
    expect(chooseLanguage([undefined, 'fr'], 'en')).toBe('fr');
    expect(chooseLanguage(['klingon', 'fr'], 'en')).toBe('fr');
  });

  it("falls back to the browser's first supported language, then Italian", () => {
    expect(chooseLanguage([null, ''], 'sv-SE,sv;q=0.9,de;q=0.8')).toBe('de');
    expect(chooseLanguage([], 'sv-SE')).toBe('it');
    expect(chooseLanguage([], undefined)).toBe('it');
  });
});

describe('helpLanguage', () => {
  it('is the interface language a visitor chose or reads', () => {
    expect(helpLanguage('fr', false, ['nl-NL'])).toBe('fr');
    expect(helpLanguage('it', true, ['nl-NL'])).toBe('it');
    expect(helpLanguage('it', false, ['nl-NL', 'it-IT'])).toBe('it');
  });

  it('is English for a visitor left on the Italian default, whose language Korai does not have', () => {
    expect(helpLanguage('it', false, ['nl-NL', 'nl'])).toBe('en');
    expect(helpLanguage('it', false, [])).toBe('en');
  });
});
