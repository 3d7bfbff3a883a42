/** One grapheme of a text: a whole emoji, flags, skin tones and families included. */
export function firstGrapheme(text: string): string {
  const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text.trim());
  return first?.segment ?? '';
}

/**
 * Unicode's list of recommended emoji (sequences included) where the engine knows it (the `v` flag); older
 * engines fall back to "a pictograph, a flag or a keycap". Compiled on first use: it costs a phone tens of
 * milliseconds, which the opening of a screen that checks no emoji should not pay.
 */
let emojiPattern: RegExp | undefined;
function compileEmojiPattern(): RegExp {
  try {
    // biome-ignore lint/complexity/useRegexLiterals: a `v` literal would be a syntax error in older engines, failing the whole module
    return new RegExp('^\\p{RGI_Emoji}$', 'v');
  } catch {
    return /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3)/u;
  }
}

/** Exactly one emoji: what a box shows. A letter, two emoji or an emoji followed by text are not. */
export function isSingleEmoji(text: string): boolean {
  if (text === '' || firstGrapheme(text) !== text) return false;
  emojiPattern ??= compileEmojiPattern();
  return emojiPattern.test(text);
}
