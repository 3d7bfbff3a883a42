import type { PassageId } from '../../../src/server/support/knowledge/passage-ids.js';
import type { LanguageCode } from '../../../src/shared/languages.js';

/**
 * A question as a visitor writes it, and the installed passage that must answer it (one of several where the
 * question fits more than one; `null` where only the write-to-support reply fits). `visitor` is the language the
 * visitor's browser or choice gives, when it is not the question's. Held-out questions are only checked for the
 * overall score, never used to tune the ranking.
 */
export interface SupportQuestion {
  question: string;
  passage: PassageId | PassageId[] | null;
  visitor?: LanguageCode;
  heldOut?: true;
}
