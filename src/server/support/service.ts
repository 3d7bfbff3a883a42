import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { HELP_FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../shared/languages.js';
import type {
  supportChatResponseSchema,
  supportKnowledgeSchema,
  updateSupportKnowledgeRequestSchema,
} from '../../shared/schemas/ai.js';
import type { UserRow } from '../db/rows.js';
import { supportKnowledge } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { translatorFor } from '../i18n.js';
import { firstKnowledge } from './knowledge/index.js';
import { askModel } from './model.js';
import { type Passage, splitPassages } from './passages.js';
import { questionLanguage } from './question-language.js';
import { rankPassages } from './rank-passages.js';

/** A second passage joins the answer when it ranks at least this close to the best one. */
const SECOND_PASSAGE_SHARE = 0.8;
const MINUTE_MS = 60_000;

type SupportKnowledge = z.infer<typeof supportKnowledgeSchema>;
type SupportChatResponse = z.infer<typeof supportChatResponseSchema>;
type UpdateSupportKnowledgeRequest = z.infer<typeof updateSupportKnowledgeRequestSchema>;

/** The language's own text first, then English, then Italian. */
function fallbackOrder(language: LanguageCode): LanguageCode[] {
  return [...new Set<LanguageCode>([language, HELP_FALLBACK_LANGUAGE, 'it'])];
}

export function createSupportService(
  { db, clock, config }: ServiceDeps,
  log: (message: string, error: unknown) => void,
) {
  async function storedText(language: LanguageCode) {
    const [row] = await db.select().from(supportKnowledge).where(eq(supportKnowledge.language, language));
    return row?.content.trim() ? row : undefined;
  }

  /** Counts one question against the budget of this minute, shared by every address and app process. */
  async function spendBudget(): Promise<void> {
    const now = clock.now();
    const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
    const { rows } = await db.execute<{ questions: number }>(sql`
      WITH old AS (DELETE FROM support_chat_budget WHERE minute < ${new Date(minute.getTime() - 60 * MINUTE_MS)})
      INSERT INTO support_chat_budget (minute, questions) VALUES (${minute}, 1)
      ON CONFLICT (minute) DO UPDATE SET questions = support_chat_budget.questions + 1
      RETURNING questions`);
    if ((rows[0]?.questions ?? 0) > config.supportChatBudgetPerMinute) {
      const seconds = Math.max(1, Math.ceil((minute.getTime() + MINUTE_MS - now.getTime()) / 1000));
      throw new AppError('rate_limited', 'errors.supportChatBusy', { seconds });
    }
  }

  /** The passage that answers the question best, and the next one when it ranks close. */
  function bestPassages(content: string, textLanguage: LanguageCode, question: string, language: LanguageCode) {
    const [best, second] = rankPassages(splitPassages(content), textLanguage, question, language);
    if (!best) return [];
    return second && second.score >= best.score * SECOND_PASSAGE_SHARE
      ? [best.passage, second.passage]
      : [best.passage];
  }

  /**
   * The reply from the chosen passages: the model's, in the question's language, or the passages themselves, in
   * their text's language, when there is no model or it fails; nothing when the model finds no answer in them.
   */
  async function reply(question: string, passages: Passage[], language: LanguageCode, textLanguage: LanguageCode) {
    const themselves = { response: passages.map((passage) => passage.body).join('\n\n'), language: textLanguage };
    if (!config.aiBaseUrl || !config.aiModel) return themselves;
    try {
      const settings = { baseUrl: config.aiBaseUrl, apiKey: config.aiApiKey, model: config.aiModel };
      const response = await askModel(settings, question, passages, language);
      return response === undefined ? undefined : { response, language };
    } catch (error) {
      // The passages themselves still answer when the AI service does not.
      log('The AI service did not answer a support question', error);
      return themselves;
    }
  }

  return {
    /**
     * Installs the first knowledge text of every language that has none, and rewrites the ones still as installed
     * (no admin edited them) when their figures changed, so they follow the plan table. An admin's text is kept.
     */
    async installFirstKnowledge(): Promise<void> {
      for (const language of LANGUAGE_CODES) {
        const content = firstKnowledge(language, config.supportEmail);
        await db
          .insert(supportKnowledge)
          .values({ language, content, installed: true, updatedAt: clock.now() })
          .onConflictDoUpdate({
            target: supportKnowledge.language,
            set: { content: sql`excluded.content`, installed: true, updatedAt: sql`excluded.updated_at` },
            where: sql`(btrim(${supportKnowledge.content}) = '' OR ${supportKnowledge.installed})
              AND ${supportKnowledge.content} <> excluded.content`,
          });
      }
    },

    /** The text of one language exactly; without one, the visitor's text with the English and Italian fallbacks. */
    async knowledge(language: LanguageCode, exact: boolean): Promise<SupportKnowledge> {
      for (const candidate of exact ? [language] : fallbackOrder(language)) {
        const row = await storedText(candidate);
        if (row) return { language: candidate, content: row.content, updatedAt: row.updatedAt.toISOString() };
      }
      return { language, content: '', updatedAt: null };
    },

    async updateKnowledge(admin: UserRow, request: UpdateSupportKnowledgeRequest): Promise<SupportKnowledge> {
      const now = clock.now();
      const values = { content: request.content, installed: false, updatedAt: now, updatedBy: admin.id };
      await db
        .insert(supportKnowledge)
        .values({ language: request.language, ...values })
        .onConflictDoUpdate({ target: supportKnowledge.language, set: values });
      return { language: request.language, content: request.content, updatedAt: now.toISOString() };
    },

    /**
     * The reply to a visitor's question, in the language it is written in (the visitor's own when it is too short to
     * tell): the best passages of that language's text, or the write-to-support reply.
     */
    async answer(question: string, visitor: LanguageCode): Promise<SupportChatResponse> {
      await spendBudget();
      const language = questionLanguage(question, visitor);
      for (const candidate of fallbackOrder(language)) {
        const row = await storedText(candidate);
        if (!row) continue;
        const passages = bestPassages(row.content, candidate, question, language);
        const answer = passages.length ? await reply(question, passages, language, candidate) : undefined;
        if (answer) return answer;
        break;
      }
      return { response: translatorFor(language)('supportChat.fallback', { email: config.supportEmail }), language };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
