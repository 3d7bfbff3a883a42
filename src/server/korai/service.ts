import type { z } from 'zod';
import type {
  chatRequestSchema,
  createConversationRequestSchema,
  InsightsUsage,
  renameConversationRequestSchema,
} from '../../shared/schemas/ai.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { type AcceptedQuestion, acceptQuestion, finishAnswer } from './accepted-question.js';
import {
  archiveConversation,
  conversationMessages,
  createConversation,
  listConversations,
  removeConversation,
  renameConversation,
} from './conversations.js';
import type { Answer } from './engine/types.js';
import { readUsage } from './quota.js';
import { createStreamSlots } from './streams.js';

export type { AcceptedQuestion } from './accepted-question.js';

/** Conversations, their messages, the monthly allowance, and the bookkeeping around one streamed answer. */
export function createAiService(deps: ServiceDeps) {
  const { db, clock } = deps;
  const slots = createStreamSlots(db);
  return {
    usage: (user: UserRow): Promise<InsightsUsage> => readUsage(db, user, clock.now()),
    list: (user: UserRow) => listConversations(db, user),
    create: (user: UserRow, body: z.infer<typeof createConversationRequestSchema>) =>
      createConversation(deps, user, body),
    messages: (user: UserRow, id: string) => conversationMessages(deps, user, id),
    archive: (user: UserRow, id: string) => archiveConversation(deps, user, id),
    rename: (user: UserRow, id: string, body: z.infer<typeof renameConversationRequestSchema>) =>
      renameConversation(deps, user, id, body),
    remove: (user: UserRow, id: string) => removeConversation(deps, user, id),
    accept: (user: UserRow, conversationId: string, asked: z.infer<typeof chatRequestSchema>) =>
      acceptQuestion(deps, slots, user, conversationId, asked),
    /** Keeps the stream's slot while it is alive. */
    heartbeat: (accepted: AcceptedQuestion) => slots.renew(accepted.userId, accepted.streamId, clock.now()),
    finish: (user: UserRow, accepted: AcceptedQuestion, answer: Answer | undefined) =>
      finishAnswer(deps, slots, user, accepted, answer),
  };
}

export type AiService = ReturnType<typeof createAiService>;
