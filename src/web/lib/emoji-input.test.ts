import { describe, expect, it } from 'vitest';
import { nextEmoji } from './emoji-input';

describe('the emoji field keeps one character', () => {
  it('keeps only the first of several', () => {
    expect(nextEmoji('', '🎬🍿')).toBe('🎬');
  });

  it('keeps whole emoji made of several code points', () => {
    expect(nextEmoji('', '👩‍👩‍👧x')).toBe('👩‍👩‍👧');
    expect(nextEmoji('', '🇮🇹🇬🇧')).toBe('🇮🇹');
    expect(nextEmoji('', '👍🏽!')).toBe('👍🏽');
  });

  it('replaces the current emoji with one typed after it', () => {
    expect(nextEmoji('📦', '📦🏃')).toBe('🏃');
  });

  it('accepts a letter and clears to empty', () => {
    expect(nextEmoji('', 'abc')).toBe('a');
    expect(nextEmoji('📦', '')).toBe('');
  });
});
