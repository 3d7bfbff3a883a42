import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownerId } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';

/** K-ORAI's conversations, messages, allowance and streams. */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    title: text('title'),
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('ai_conversations_user_idx').on(table.userId, table.updatedAt)],
);

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** What each figure of an assistant's answer was computed from (answerSourceSchema[]). */
    sources: jsonb('sources').notNull().default(sql`'[]'::jsonb`),
    /** The readings a refusal offered as buttons (storedReadingSchema[]): a label and the plan it runs. */
    readings: jsonb('readings').notNull().default(sql`'[]'::jsonb`),
    /** How the question was read, in plain words with its days, shown with the figures it gave. */
    reading: text('reading'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ai_messages_conversation_idx').on(table.conversationId, table.createdAt),
    index('ai_messages_user_idx').on(table.userId),
  ],
);

/** One row per insight (a question answered by K-ORAI), counted against the monthly allowance. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ownerId(),
    conversationId: uuid('conversation_id').references(() => aiConversations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('ai_usage_user_idx').on(table.userId, table.createdAt),
    index('ai_usage_conversation_idx').on(table.conversationId),
  ],
);

/**
 * K-ORAI answers being streamed right now, one row each, so the cap on open streams holds across app processes;
 * a row whose process died stops counting once `expires_at` passes (each heartbeat pushes it on).
 */
export const aiStreams = pgTable(
  'ai_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('ai_streams_user_idx').on(table.userId)],
);
