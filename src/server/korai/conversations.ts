import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChatMessage,
  Conversation,
  createConversationRequestSchema,
  renameConversationRequestSchema,
} from '../../shared/schemas/ai.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { aiConversations, aiMessages } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { notFound } from '../errors.js';
import { storedReadings } from './stored-readings.js';
import { storedSources } from './stored-sources.js';

type ConversationRow = typeof aiConversations.$inferSelect;
type MessageRow = typeof aiMessages.$inferSelect;

function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    sources: storedSources(row.sources),
    readings: storedReadings(row.readings).map(({ label }) => ({ label })),
    reading: row.reading,
  };
}

export async function findConversation(db: Database, user: UserRow, id: string): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, user.id)));
  if (!row) throw notFound();
  return row;
}

export async function listConversations(db: Database, user: UserRow, onlyId?: string): Promise<Conversation[]> {
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

async function presentConversation(db: Database, user: UserRow, id: string): Promise<Conversation> {
  const [row] = await listConversations(db, user, id);
  if (!row) throw notFound();
  return row;
}

export async function createConversation(
  { db, clock }: ServiceDeps,
  user: UserRow,
  body: z.infer<typeof createConversationRequestSchema>,
): Promise<Conversation> {
  const now = clock.now();
  const [row] = await db
    .insert(aiConversations)
    .values({ userId: user.id, title: body.title, createdAt: now, updatedAt: now })
    .returning({ id: aiConversations.id });
  if (!row) throw new Error('no conversation row');
  return presentConversation(db, user, row.id);
}

export async function conversationMessages({ db }: ServiceDeps, user: UserRow, id: string): Promise<ChatMessage[]> {
  await findConversation(db, user, id);
  const rows = await db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, id), eq(aiMessages.userId, user.id)))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
  return rows.map(presentMessage);
}

export async function archiveConversation(
  { db, clock }: ServiceDeps,
  user: UserRow,
  id: string,
): Promise<Conversation> {
  await findConversation(db, user, id);
  await db
    .update(aiConversations)
    .set({ archivedAt: clock.now() })
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, user.id)));
  return presentConversation(db, user, id);
}

export async function renameConversation(
  { db }: ServiceDeps,
  user: UserRow,
  id: string,
  body: z.infer<typeof renameConversationRequestSchema>,
) {
  await findConversation(db, user, id);
  await db
    .update(aiConversations)
    .set({ title: body.title })
    .where(and(eq(aiConversations.id, id), eq(aiConversations.userId, user.id)));
  return presentConversation(db, user, id);
}

export async function removeConversation({ db }: ServiceDeps, user: UserRow, id: string): Promise<void> {
  await findConversation(db, user, id);
  await db.delete(aiConversations).where(and(eq(aiConversations.id, id), eq(aiConversations.userId, user.id)));
}
