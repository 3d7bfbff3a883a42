import { describe, expect, it } from 'vitest';
import { elideItalian } from './italian-elision.js';

describe('Italian elision before a number', () => {
  it.each([
    ['contro 1 evento il 8 giu 2026', "contro 1 evento l'8 giu 2026"],
    ['dal 1 al 8 giugno', "dall'1 all'8 giugno"],
    ['Il 11 novembre', "L'11 novembre"],
    ['finisce il 80% delle volte', "finisce l'80% delle volte"],
    ['del 8 marzo, nel 81', "dell'8 marzo, nell'81"],
    ['dal 11 al 18 novembre', "dall'11 al 18 novembre"],
  ])('"%s" reads "%s"', (written, read) => {
    expect(elideItalian(written)).toBe(read);
  });

  it.each(['il 18 ottobre', 'il 1.000', 'nel 2026', 'il 3 maggio', 'al mese'])(
    'leaves "%s" as it is where no vowel is said first',
    (written) => {
      expect(elideItalian(written)).toBe(written);
    },
  );
});
