import { extractHashtags } from '../hashtags.js';
import { LANGUAGE_CODES, type LanguageCode } from '../languages.js';
import { differentUnits } from '../unit-kinds.js';
import { foldWord } from './fold-word.js';
import { isQuestion } from './is-question.js';
import { lexiconOf } from './lexicon-of.js';
import { matchBox } from './match-box.js';
import type { QuickLogContext, QuickLogReading } from './quick-log-reading.js';
import type { QuickLogWords } from './quick-log-words.js';
import { readQuantity } from './read-quantity.js';
import { readWhen } from './read-when.js';
import { resolveInstant } from './resolve-instant.js';
import { splitWords } from './split-words.js';
import { wordsFor } from './words-for.js';

export type { QuickLogContext, QuickLogReading } from './quick-log-reading.js';

/** Box names as the reader compares them; in unspaced languages a name is one piece to find in the text. */
function foldedNames(boxes: QuickLogContext['boxes'], words: QuickLogWords) {
  return boxes.map((box) => ({
    id: box.id,
    name: words.unspaced ? [foldWord(box.name).replace(/\s+/g, '')] : splitWords(box.name).map((token) => token.word),
  }));
}

/**
 * Reads a short sentence ("2 caffè", "corsa 5 km ieri sera #parco", "昨天 2 杯咖啡") as what it would log: the box
 * named by it, the quantity and unit, when, the hashtags and the words left unused. It never guesses: a question,
 * a sentence naming no box, or two boxes equally, is not read as a log of an existing box.
 */
export function readQuickLog(text: string, context: QuickLogContext): QuickLogReading {
  const own = readIn(context.language, text, context);
  if (own.kind === 'notALog' || unread(own) === 0) return own;
  // People write in more than one language ("2 caffè ieri" in the Arabic app): a word the interface's language
  // leaves unread is read in the language that leaves the fewest, so "ieri" is never silently taken for now.
  let best = own;
  for (const language of LANGUAGE_CODES) {
    if (language === context.language) continue;
    const other = readIn(language, text, context);
    if (other.kind !== 'notALog' && unread(other) < unread(best)) best = other;
  }
  return best;
}

/** The words a reading could not place: those left over, or those taken for a box that does not exist. */
function unread(reading: Exclude<QuickLogReading, { kind: 'notALog' }>): number {
  if (reading.kind === 'otherUnit') return 0;
  return reading.kind === 'log' ? reading.leftover.length : reading.boxWords.split(/\s+/u).length;
}

function readIn(language: LanguageCode, text: string, context: QuickLogContext): QuickLogReading {
  const words = wordsFor(language);
  const boxes = foldedNames(context.boxes, words);
  const known = words.unspaced
    ? new Set([...lexiconOf(words), ...boxes.flatMap((box) => box.name)].filter(Boolean))
    : undefined;
  const tags = extractHashtags(text);
  const tokens = splitWords(text.replace(/#[^\s#]*/gu, ' '), known);
  if (isQuestion(text, tokens, words)) return { kind: 'notALog' };
  const used = new Set<number>();
  const when = readWhen(tokens, words, used);
  const { quantity, unit, counts } = readQuantity(tokens, words, used);
  const at = resolveInstant(when, context.now, context.timeZone);
  const free = tokens.map((_, index) => index).filter((index) => !used.has(index));
  const match = matchBox(tokens, free, boxes, words);
  const taken = new Set(match.kind === 'one' ? match.indices : []);
  const left = free
    .filter((index) => !taken.has(index) && !words.functionWords.includes(tokens[index]?.word ?? ''))
    .map((index) => tokens[index]?.raw ?? '');
  if (match.kind === 'one') {
    const boxUnit = context.boxes.find((box) => box.id === match.boxId)?.unit;
    if (unit && !counts && boxUnit && differentUnits(unit, boxUnit)) {
      return { kind: 'otherUnit', boxId: match.boxId, quantity, unit, boxUnit };
    }
    return { kind: 'log', boxId: match.boxId, quantity, at, tags, unit, counts, leftover: left };
  }
  if (left.length === 0) return { kind: 'notALog' };
  const boxWords = left.join(words.unspaced ? '' : ' ');
  return { kind: 'unknownBox', boxWords, quantity, at, tags, unit, counts, leftover: [] };
}
