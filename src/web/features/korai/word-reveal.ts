/** The spec's pace: about one word every 70 ms. */
export const WORD_REVEAL_MS = 70;

/**
 * Where each word of a text ends (after its trailing spaces and punctuation), as `Intl.Segmenter` finds words in
 * the reader's language, so Chinese and Japanese, written without spaces, are revealed word by word too.
 */
export function wordEnds(text: string, language: string): number[] {
  const ends: number[] = [];
  for (const segment of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
    const end = segment.index + segment.segment.length;
    if (segment.isWordLike || ends.length === 0) ends.push(end);
    else ends[ends.length - 1] = end;
  }
  return ends;
}

/**
 * How much of the received text to show after one more tick. One word at a time while the stream is slow; when
 * the stream runs ahead, a quarter of the words waiting at once, so the reveal never falls behind it. The last
 * word is held back until the stream is done, since it may still be growing.
 */
export function nextReveal(shown: number, received: string, done: boolean, language: string): number {
  const ends = wordEnds(received, language);
  const ready = done || /\s$/.test(received) ? ends : ends.slice(0, -1);
  const waiting = ready.filter((end) => end > shown);
  if (waiting.length === 0) return shown;
  const step = Math.max(1, Math.ceil(waiting.length / 4));
  return waiting[Math.min(step, waiting.length) - 1] ?? shown;
}
