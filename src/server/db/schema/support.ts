import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';

/** The support chatbot's knowledge and budget, and the contact form's messages. */
/** The support chatbot's knowledge: one text per interface language, split into passages by its headings. */
export const supportKnowledge = pgTable('support_knowledge', {
  language: text('language').primaryKey(),
  content: text('content').notNull().default(''),
  /** Korai's own first text, rewritten at start-up so its figures follow the plan table; false once an admin edits. */
  installed: boolean('installed').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Questions put to the support chatbot per minute, across every address and app process. */
export const supportChatBudget = pgTable('support_chat_budget', {
  minute: timestamptz('minute').primaryKey(),
  questions: integer('questions').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** When an admin first read it. */
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_user_idx').on(table.userId)],
);
