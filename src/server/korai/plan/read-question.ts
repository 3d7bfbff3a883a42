import type { LanguageCode } from '../../../shared/languages.js';
import type { GoalRow } from '../../goals/goal-rows.js';
import type { KnownBox } from './context.js';
import { quotedText } from './event-words.js';
import { looksMistyped, mendedQuestion } from './mended-words.js';
import { defaultPeriod, type Read, readAsWritten } from './parse.js';
import type { QueryPlan } from './types.js';

/** Reads a question into a query plan, or undefined when it is not one K-ORAI can answer: never a guess. */
export async function parseQuestion(
  question: string,
  language: LanguageCode,
  boxes: KnownBox[],
  today: string,
  goals: GoalRow[] = [],
): Promise<QueryPlan | undefined> {
  const read = await readQuestion(question, language, boxes, today, goals);
  return 'plan' in read ? read.plan : undefined;
}

/**
 * Reads a question into a query plan, or says how far it got. The question's language comes first; Italian and
 * English are tried after it, since people mix them. A question refused as written is read again with its
 * mistyped words mended ("voltte", "setimana"); the refusal stands, naming the word as written, when that does
 * not make a plan either. So is one read as about an event named without quotes: a name one letter away from a
 * word K-ORAI reads ("Octobr", "Eintäge") is that word mistyped, not a film's title.
 */
export async function readQuestion(
  question: string,
  language: LanguageCode,
  boxes: KnownBox[],
  today: string,
  goals: GoalRow[] = [],
): Promise<Read> {
  const read = await readAsWritten(question, language, boxes, today, goals);
  const titled = 'plan' in read && read.plan.text !== undefined && quotedText(question) === undefined;
  if ('plan' in read && !titled) return read;
  const mended = mendedQuestion(question, language, boxes, goals);
  const again = mended ? await readAsWritten(mended, language, boxes, today, goals) : read;
  if ('plan' in again && again !== read) return again;
  if ('plan' in read && read.plan.text && looksMistyped(read.plan.text, language)) {
    const { text, ...plan } = read.plan;
    const usual = defaultPeriod(plan.measure, today);
    const said = plan.period.from !== usual.from || plan.period.to !== usual.to;
    return { refused: { why: 'unplaced', plan, periods: said ? [plan.period] : [], unread: text } };
  }
  return read;
}
