import type { z } from 'zod';
import type { LanguageCode } from '../../shared/languages.js';
import type { updateSupportKnowledgeRequestSchema } from '../../shared/schemas/ai.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { answerQuestion } from './support-answer.js';
import { installFirstKnowledge, storedKnowledge, updateKnowledge } from './support-knowledge.js';

/** The support chat: its knowledge texts and the answer to a visitor's question, put together for the routes. */
export function createSupportService(deps: ServiceDeps, log: (message: string, error: unknown) => void) {
  return {
    installFirstKnowledge: () => installFirstKnowledge(deps),
    knowledge: (language: LanguageCode, exact: boolean) => storedKnowledge(deps, language, exact),
    updateKnowledge: (admin: UserRow, request: z.infer<typeof updateSupportKnowledgeRequestSchema>) =>
      updateKnowledge(deps, admin, request),
    answer: (question: string, visitor: LanguageCode) => answerQuestion(deps, log, question, visitor),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
