import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';
import { DAY_PARTS } from '../quick-log/quick-log-words.js';
import { boxSummarySchema, text } from './common.js';

/** The longest question K-ORAI takes, and the longest conversation title (the spec's 50 characters). */
export const QUESTION_MAX = 1000;
export const TITLE_MAX = 50;
/** Streams one person may have open at once, across every app process. */
export const MAX_OPEN_STREAMS = 2;
/** The most readings K-ORAI offers for a question it did not understand. */
export const MAX_READINGS = 3;

export const insightsUsageSchema = z.object({
  totalInsightsUsed: z.object({ total: z.number(), today: z.number(), thisMonth: z.number() }),
  /** Questions a month on the plan; -1 is unlimited. */
  limit: z.number(),
});
export type InsightsUsage = z.infer<typeof insightsUsageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  totalMessages: z.number(),
  totalInsights: z.number(),
  updatedAt: z.string(),
  archived: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

/**
 * What a figure in an answer was computed from, so a person can check it in one tap: the boxes (all of them when
 * the list is empty), the local days, the filters, and the figure itself.
 */
export const answerSourceSchema = z.object({
  boxes: z.array(boxSummarySchema),
  from: z.string(),
  to: z.string(),
  tag: z.string().optional(),
  text: z.string().optional(),
  /** Only the events at that time of day. */
  dayPart: z.enum(DAY_PARTS).optional(),
  figure: z.number(),
  /** What the figure counts: events, a sum of quantities, days, an average... */
  measure: z.enum(['events', 'quantity', 'days', 'average', 'rating']),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

/**
 * A reading K-ORAI offers for a question it did not understand ("☕ Caffè · numero di volte · questa settimana"):
 * a button that asks exactly that. The plan behind it stays on the server, with the message.
 */
export const readingSchema = z.object({ label: z.string() });
export type Reading = z.infer<typeof readingSchema>;

export const messageSchema = z.object({
  id: z.number(),
  type: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  sources: z.array(answerSourceSchema),
  readings: z.array(readingSchema),
  /** How the question was read, in plain words with its days; null for a question's own message or a refusal. */
  reading: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof messageSchema>;
/** A conversation's messages, oldest first. */
export const messageListSchema = z.array(messageSchema);

const title = text()
  .trim()
  .min(1, { error: 'validation.titleRequired' })
  .max(TITLE_MAX, { error: 'validation.tooLong' });

export const createConversationRequestSchema = z.object({
  /** The spec sends the first 50 characters of the first message; a longer one is cut there, not refused. */
  title: text()
    .trim()
    .min(1, { error: 'validation.titleRequired' })
    .max(QUESTION_MAX, { error: 'validation.tooLong' })
    .transform((value) => [...value].slice(0, TITLE_MAX).join('')),
});
export const renameConversationRequestSchema = z.object({ title });

export const conversationParamsSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
export const chatParamsSchema = z.object({ conversationId: z.uuid({ error: 'validation.idInvalid' }) });

export const chatRequestSchema = z.object({
  message: text('validation.questionRequired')
    .trim()
    .min(1, { error: 'validation.questionRequired' })
    .max(QUESTION_MAX, { error: 'validation.questionTooLong' }),
  /** A reading picked from an earlier answer's buttons: that message's id and the reading's place among them. */
  reading: z
    .object({
      messageId: z.number({ error: 'validation.idInvalid' }).int().positive({ error: 'validation.idInvalid' }),
      index: z
        .number({ error: 'validation.idInvalid' })
        .int()
        .min(0)
        .max(MAX_READINGS - 1, { error: 'validation.idInvalid' }),
    })
    .optional(),
});

/**
 * One server-sent event of a streamed answer (`data: {...}` lines): tokens as they come, then exactly one `done`
 * (carrying the stored message's id and its sources) or one `error`. The web app parses them with this schema.
 */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), token: z.string(), done: z.literal(false) }),
  z.object({
    type: z.literal('done'),
    token: z.literal(''),
    done: z.literal(true),
    messageId: z.number(),
    sources: z.array(answerSourceSchema),
    readings: z.array(readingSchema),
    reading: z.string().nullable(),
  }),
  z.object({
    type: z.literal('error'),
    done: z.literal(true),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const supportChatRequestSchema = z.object({
  question: text('validation.questionRequired')
    .trim()
    .min(1, { error: 'validation.questionRequired' })
    .max(QUESTION_MAX, { error: 'validation.questionTooLong' }),
  /** The visitor's own language (`helpLanguage`): a question too short to tell its language is answered in it. */
  language: z.enum(LANGUAGE_CODES, { error: 'validation.languageInvalid' }).optional(),
});
/** The reply, and the language it is written in (the question's, or the text's it was found in). */
export const supportChatResponseSchema = z.object({ response: z.string(), language: z.enum(LANGUAGE_CODES) });

export const supportKnowledgeQuerySchema = z.object({
  language: z.enum(LANGUAGE_CODES, { error: 'validation.languageInvalid' }).optional(),
});
export const supportKnowledgeSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  content: z.string(),
  updatedAt: z.string().nullable(),
});
export const updateSupportKnowledgeRequestSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { error: 'validation.languageInvalid' }),
  content: text('validation.knowledgeRequired')
    .trim()
    .min(1, { error: 'validation.knowledgeRequired' })
    .max(100_000, { error: 'validation.tooLong' }),
});
