import { describe, expect, it } from 'vitest';
import { nextEmoji } from './emoji-input';

describe('the emoji field keeps exactly one emoji', () => {
  it('keeps only the first of several', () => {
    expect(nextEmoji('', '🎬🍿')).toEqual({ value: '🎬', refused: false });
  });

  it('keeps whole emoji made of several code points', () => {
    expect(nextEmoji('', '👩‍👩‍👧x').value).toBe('👩‍👩‍👧');
    expect(nextEmoji('', '🇮🇹🇬🇧').value).toBe('🇮🇹');
    expect(nextEmoji('', '👍🏽!').value).toBe('👍🏽');
  });

  it('replaces the current emoji with one typed or pasted after it', () => {
    expect(nextEmoji('📦', '📦🏃')).toEqual({ value: '🏃', refused: false });
  });

  it('refuses a letter, typed alone or after an emoji, and keeps what it had', () => {
    expect(nextEmoji('', 'abc')).toEqual({ value: '', refused: true });
    expect(nextEmoji('🎬', '🎬c')).toEqual({ value: '🎬', refused: true });
    expect(nextEmoji('🎬', 'c')).toEqual({ value: '🎬', refused: true });
  });

  it('clears to empty', () => {
    expect(nextEmoji('📦', '')).toEqual({ value: '', refused: false });
  });
});
