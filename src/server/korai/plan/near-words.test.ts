import { describe, expect, it } from 'vitest';
import { stemCuts } from './near-words.js';

/** Every one-letter slip inside a stem, each followed by an ending the stem allows. */
function slips(stem: string, ending: string): string[] {
  const typed: string[] = [];
  for (let at = 0; at < stem.length; at += 1) {
    typed.push(stem.slice(0, at) + stem.slice(at + 1) + ending); // a letter dropped
    typed.push(stem.slice(0, at) + stem[at] + stem.slice(at) + ending); // a letter doubled
    typed.push(`${stem.slice(0, at)}x${stem.slice(at + 1)}${ending}`); // a letter changed
    if (at + 1 < stem.length) typed.push(stem.slice(0, at) + stem[at + 1] + stem[at] + stem.slice(at + 2) + ending);
  }
  return typed;
}

describe('a mistyped word that begins with a stem', () => {
  it('is found for every slip of one letter inside the stem, whatever the ending', () => {
    for (const stem of ['settiman', 'giorn', 'journee', 'недел']) {
      for (const ending of ['', 'a', 'e', 'ами']) {
        for (const typed of slips(stem, ending)) expect(stemCuts(typed, stem), `${typed} for ${stem}*`).not.toEqual([]);
      }
    }
  });

  it('is not found in a word that begins otherwise', () => {
    expect(stemCuts('settembre', 'settiman')).toEqual([]);
    expect(stemCuts('mese', 'settiman')).toEqual([]);
    expect(stemCuts('gior', 'settiman')).toEqual([]);
  });
});
