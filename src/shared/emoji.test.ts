import { describe, expect, it } from 'vitest';
import { firstGrapheme, isSingleEmoji } from './emoji.js';

describe('an emoji', () => {
  it('is one whole emoji, however many code points it takes', () => {
    for (const emoji of ['📦', '💧', '👩‍👩‍👧', '🇮🇹', '👍🏽', '❤️', '1️⃣', '🏳️‍🌈'])
      expect([emoji, isSingleEmoji(emoji)]).toEqual([emoji, true]);
  });

  it('is not a letter, two emoji, or an emoji with text after it', () => {
    for (const text of ['', 'c', 'a', '📦📦', '💧c', 'c💧', '1', ' '])
      expect([text, isSingleEmoji(text)]).toEqual([text, false]);
  });

  it('keeps the first grapheme of a text whole', () => {
    expect(firstGrapheme('👩‍👩‍👧x')).toBe('👩‍👩‍👧');
    expect(firstGrapheme('🇮🇹🇬🇧')).toBe('🇮🇹');
  });
});
