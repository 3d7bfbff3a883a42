import type { LanguageCode } from '../../../shared/languages.js';
import type { AnswerSource } from '../../../shared/schemas/ai.js';
import type { UserRow } from '../../db/rows.js';
import type { QueryPlan } from '../plan/types.js';
import type { OfferedReading } from '../refusal-reply.js';

export interface AnswerRequest {
  user: UserRow;
  question: string;
  /** A reading the person picked from a refusal's buttons: run as it is, not read again from its words. */
  plan?: QueryPlan;
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
  /** How the question was read, in plain words with its days ("☕ Caffè · numero di volte · oggi (29 nov)"). */
  reading?: string;
  /** A question not understood: the likeliest readings, offered as buttons. */
  readings?: OfferedReading[];
}

/** One way of answering a question about the user's data: built in, or through a language model. */
export interface AnswerEngine {
  answer(request: AnswerRequest): Promise<Answer>;
}
