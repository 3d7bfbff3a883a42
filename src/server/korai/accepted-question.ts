import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type chatRequestSchema, TITLE_MAX } from '../../shared/schemas/ai.js';
import type { UserRow } from '../db/rows.js';
import { aiConversations, aiMessages, aiUsage } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError, notFound } from '../errors.js';
import { findConversation } from './conversations.js';
import type { Answer } from './engine/types.js';
import type { QueryPlan } from './plan/types.js';
import { hasInsightLeft } from './quota.js';
import { storedReadings } from './stored-readings.js';
import { lockAssistantOf, type StreamSlots } from './streams.js';

/** A question let through: its conversation, and the stream slot it holds until `finish`. */
export interface AcceptedQuestion {
  userId: string;
  conversationId: string;
  streamId: string;
  question: string;
  /** The plan of a reading picked from an earlier answer's buttons. */
  plan?: QueryPlan;
}

type Asked = z.infer<typeof chatRequestSchema>;

/** A reading picked from the buttons of one of the person's answers in this conversation: its label and its plan. */
async function pickedReading(
  db: ServiceDeps['db'],
  user: UserRow,
  conversationId: string,
  { messageId, index }: NonNullable<Asked['reading']>,
): Promise<{ question: string; plan: QueryPlan }> {
  const [row] = await db
    .select({ readings: aiMessages.readings })
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.id, messageId),
        eq(aiMessages.userId, user.id),
        eq(aiMessages.conversationId, conversationId),
        eq(aiMessages.type, 'assistant'),
      ),
    );
  const reading = storedReadings(row?.readings)[index];
  if (!reading) throw notFound();
  return { question: reading.label, plan: reading.plan };
}

/**
 * Lets a question through, before anything is streamed: the conversation must be the user's, a stream slot
 * free, and the month's allowance not used up. The question is stored and counted here, once: asking it again
 * after a broken stream (the last message is that same unanswered question) does not count it twice.
 */
export async function acceptQuestion(
  { db, clock }: ServiceDeps,
  slots: StreamSlots,
  user: UserRow,
  conversationId: string,
  asked: Asked,
): Promise<AcceptedQuestion> {
  const conversation = await findConversation(db, user, conversationId);
  const { question, plan } = asked.reading
    ? await pickedReading(db, user, conversationId, asked.reading)
    : { question: asked.message, plan: undefined };
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
  return { userId: user.id, conversationId, streamId, question, plan };
}

/** Stores the answer (when there is one to store) and frees the stream's slot. */
export async function finishAnswer(
  { db, clock }: ServiceDeps,
  slots: StreamSlots,
  user: UserRow,
  accepted: AcceptedQuestion,
  answer: Answer | undefined,
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
        readings: answer.readings ?? [],
        reading: answer.reading ?? null,
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
}
