import type { LanguageCode } from '../../shared/languages.js';
import { measureModule } from './measures/measures.js';
import type { KnownBox } from './plan/context.js';
import type { PlanOutcome } from './plan/types.js';
import { replyWords } from './reply-words.js';

/** Writes a plan's result as a sentence in the person's language; every number through Intl for their locale. */
export function writeReply(outcome: PlanOutcome, language: LanguageCode, timeZone: string, boxes: KnownBox[]): string {
  const words = replyWords(outcome.plan, language, timeZone, boxes);
  return measureModule(outcome.result.measure).reply({ words, outcome, result: outcome.result, boxes });
}
