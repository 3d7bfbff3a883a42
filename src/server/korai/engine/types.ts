import type { LanguageCode } from '../../../shared/languages.js';
import type { AnswerSource } from '../../../shared/schemas/ai.js';
import type { UserRow } from '../../db/rows.js';

export interface AnswerRequest {
  user: UserRow;
  question: string;
  language: LanguageCode;
  /** Aborted when the person goes away or the app shuts down: stop, and stop any call upstream. */
  signal: AbortSignal;
  /** Sends a piece of the reply to the person now. */
  emit(token: string): void;
}

export interface Answer {
  /** The whole reply as emitted. */
  text: string;
  sources: AnswerSource[];
}

/** One way of answering a question about the user's data: built in, or through a language model. */
export interface AnswerEngine {
  answer(request: AnswerRequest): Promise<Answer>;
}
