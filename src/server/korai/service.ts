import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AnswerSource,
  ChatMessage,
  Conversation,
  createConversationRequestSchema,
  InsightsUsage,
  renameConversationRequestSchema,
} from '../../shared/schemas/ai.js';
import { TITLE_MAX } from '../../shared/schemas/ai.js';
import type { UserRow } from '../db/rows.js';
import { aiConversations, aiMessages, aiUsage } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { hasInsightLeft, readUsage } from './quota.js';
import { createStreamSlots, lockAssistantOf } from './streams.js';

type ConversationRow = typeof aiConversations.$inferSelect;
type MessageRow = typeof aiMessages.$inferSelect;

function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    sources: (row.sources as AnswerSource[]) ?? [],
  };
}

/** A question let through: its conversation, and the stream slot it holds until `finish`. */
export interface AcceptedQuestion {
  userId: string;
  conversationId: string;
  streamId: string;
  question: string;
}

/** Conversations, their messages, the monthly allowance, and the bookkeeping around one streamed answer. */
export function createAiService({ db, clock }: ServiceDeps) {
  const slots = createStreamSlots(db);

  async function find(user: UserRow, id: string): Promise<ConversationRow> {
    const [row] = await db
      .select()
      .from(aiConversations)
      .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, user.id)));
    if (!row) throw notFound();
    return row;
  }

  async function present(user: UserRow, id: string): Promise<Conversation> {
    const [row] = await list(user, id);
    if (!row) throw notFound();
    return row;
  }

  async function list(user: UserRow, onlyId?: string): Promise<Conversation[]> {
    const { rows } = await db.execute<{
      id: string;
      title: string | null;
      totalMessages: number;
      totalInsights: number;
      updatedAt: string;
      archived: boolean;
    }>(sql`
      SELECT c.id, c.title, c.archived_at IS NOT NULL AS archived,
             to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
             (SELECT count(*)::int FROM ai_messages m WHERE m.conversation_id = c.id) AS "totalMessages",
             (SELECT count(*)::int FROM ai_usage u WHERE u.conversation_id = c.id) AS "totalInsights"
      FROM ai_conversations c
      WHERE c.user_id = ${user.id} ${onlyId ? sql`AND c.id = ${onlyId}` : sql``}
      ORDER BY c.updated_at DESC, c.id`);
    return rows;
  }

  return {
    usage: (user: UserRow): Promise<InsightsUsage> => readUsage(db, user, clock.now()),

    list: (user: UserRow) => list(user),

    async create(user: UserRow, body: z.infer<typeof createConversationRequestSchema>): Promise<Conversation> {
      const now = clock.now();
      const [row] = await db
        .insert(aiConversations)
        .values({ userId: user.id, title: body.title, createdAt: now, updatedAt: now })
        .returning({ id: aiConversations.id });
      if (!row) throw new Error('no conversation row');
      return present(user, row.id);
    },

    async messages(user: UserRow, id: string): Promise<ChatMessage[]> {
      await find(user, id);
      const rows = await db
        .select()
        .from(aiMessages)
        .where(and(eq(aiMessages.conversationId, id), eq(aiMessages.userId, user.id)))
        .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
      return rows.map(presentMessage);
    },

    async archive(user: UserRow, id: string): Promise<Conversation> {
      await find(user, id);
      await db
        .update(aiConversations)
        .set({ archivedAt: clock.now() })
        .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, user.id)));
      return present(user, id);
    },

    async rename(user: UserRow, id: string, body: z.infer<typeof renameConversationRequestSchema>) {
      await find(user, id);
      await db
        .update(aiConversations)
        .set({ title: body.title })
        .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, user.id)));
      return present(user, id);
    },

    async remove(user: UserRow, id: string): Promise<void> {
      await find(user, id);
      await db.delete(aiConversations).where(and(eq(aiConversations.id, id), eq(aiConversations.userId, user.id)));
    },

    /**
     * Lets a question through, before anything is streamed: the conversation must be the user's, a stream slot
     * free, and the month's allowance not used up. The question is stored and counted here, once: asking it again
     * after a broken stream (the last message is that same unanswered question) does not count it twice.
     */
    async accept(user: UserRow, conversationId: string, question: string): Promise<AcceptedQuestion> {
      const conversation = await find(user, conversationId);
      const now = clock.now();
      // One transaction under one per-user lock: a slot, the retry check, the allowance, the stored question.
      const streamId = await db.transaction(async (tx) => {
        await lockAssistantOf(tx, user.id);
        const slot = await slots.open(tx, user.id, now);
        const [last] = await tx
          .select({ type: aiMessages.type, content: aiMessages.content })
          .from(aiMessages)
          .where(and(eq(aiMessages.userId, user.id), eq(aiMessages.conversationId, conversationId)))
          .orderBy(desc(aiMessages.createdAt), desc(aiMessages.id))
          .limit(1);
        const retry = last?.type === 'user' && last.content === question;
        if (!retry) {
          if (!(await hasInsightLeft(tx, user, now))) throw new AppError('insights_exhausted');
          await tx
            .insert(aiMessages)
            .values({ userId: user.id, conversationId, type: 'user', content: question, createdAt: now });
          await tx.insert(aiUsage).values({ userId: user.id, conversationId, createdAt: now });
        }
        await tx
          .update(aiConversations)
          .set({
            updatedAt: now,
            ...(conversation.title ? {} : { title: [...question].slice(0, TITLE_MAX).join('') }),
          })
          .where(and(eq(aiConversations.id, conversationId), eq(aiConversations.userId, user.id)));
        return slot;
      });
      return { userId: user.id, conversationId, streamId, question };
    },

    /** Keeps the stream's slot while it is alive. */
    heartbeat: (accepted: AcceptedQuestion) => slots.renew(accepted.userId, accepted.streamId, clock.now()),

    /** Stores the answer (when there is one to store) and frees the stream's slot. */
    async finish(
      user: UserRow,
      accepted: AcceptedQuestion,
      answer: { text: string; sources: AnswerSource[] } | undefined,
    ): Promise<number | undefined> {
      try {
        if (!answer) return undefined;
        const now = clock.now();
        const [row] = await db
          .insert(aiMessages)
          .values({
            userId: user.id,
            conversationId: accepted.conversationId,
            type: 'assistant',
            content: answer.text,
            sources: answer.sources,
            createdAt: now,
          })
          .returning({ id: aiMessages.id });
        await db
          .update(aiConversations)
          .set({ updatedAt: now })
          .where(and(eq(aiConversations.id, accepted.conversationId), eq(aiConversations.userId, user.id)));
        return row?.id;
      } finally {
        await slots.close(accepted.userId, accepted.streamId);
      }
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
