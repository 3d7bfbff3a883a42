import { describe, expect, it } from 'vitest';
import { nextReveal, wordEnds } from './word-reveal';

describe('revealing an answer word by word', () => {
  it('ends each word after its spaces and punctuation', () => {
    const text = 'Hai bevuto 23 bicchieri, bravo!';
    expect(wordEnds(text, 'it').map((end) => text.slice(0, end))).toEqual([
      'Hai ',
      'Hai bevuto ',
      'Hai bevuto 23 ',
      'Hai bevuto 23 bicchieri, ',
      'Hai bevuto 23 bicchieri, bravo!',
    ]);
  });

  it('finds the words of a language written without spaces', () => {
    expect(wordEnds('你这周喝了二十三杯水。', 'zh').length).toBeGreaterThan(3);
  });

  it('shows one word per tick while the stream is slow, and holds back a word that may still grow', () => {
    expect(nextReveal(0, 'Hai bev', false, 'it')).toBe(4);
    expect(nextReveal(4, 'Hai bev', false, 'it')).toBe(4);
    expect(nextReveal(4, 'Hai bevuto', true, 'it')).toBe(10);
  });

  it('catches up when the stream runs ahead, so it is never slower than the stream', () => {
    const text = `${'parola '.repeat(40)}fine.`;
    let shown = 0;
    let ticks = 0;
    while (shown < text.length) {
      shown = nextReveal(shown, text, true, 'it');
      ticks++;
    }
    // 41 words: far fewer than 41 ticks, and the last ones still one at a time.
    expect(ticks).toBeLessThan(20);
    expect(nextReveal(text.length - 'fine.'.length, text, true, 'it')).toBe(text.length);
  });
});
