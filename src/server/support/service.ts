import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/languages.js';
import type { supportKnowledgeSchema, updateSupportKnowledgeRequestSchema } from '../../shared/schemas/ai.js';
import type { UserRow } from '../auth/sessions.js';
import { supportKnowledge } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { translatorFor } from '../i18n.js';
import { characterSimilarity } from './character-similarity.js';
import { firstKnowledge } from './knowledge/index.js';
import { askModel } from './model.js';
import { type Passage, splitPassages } from './passages.js';

/**
 * PostgreSQL's text-search configuration for each language: its stemmer where PostgreSQL has one. Japanese,
 * Chinese and Hindi are ranked by shared letter pairs instead; a missing configuration falls back to `simple`
 * ranked by trigram similarity.
 */
const TEXT_SEARCH: Record<LanguageCode, string> = {
  it: 'italian',
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  pt: 'portuguese',
  ru: 'russian',
  ar: 'arabic',
  hi: 'hindi',
  ja: 'simple',
  zh: 'simple',
};
/** Languages ranked by shared letter pairs instead of PostgreSQL's stemmed words (see character-similarity.ts). */
const RANKED_BY_LETTERS = new Set<LanguageCode>(['hi', 'ja', 'zh']);
/** The share of the question's words a passage must hold to be relevant: one word in four is not enough. */
const MIN_COVERAGE = 0.25;
/** The least letter-pair or trigram similarity that makes a passage relevant where there is no stemmer. */
const MIN_SIMILARITY = 0.25;
/** A second passage joins the answer when it ranks at least this close to the best one. */
const SECOND_PASSAGE_SHARE = 0.8;
const MINUTE_MS = 60_000;

type SupportKnowledge = z.infer<typeof supportKnowledgeSchema>;
type UpdateSupportKnowledgeRequest = z.infer<typeof updateSupportKnowledgeRequestSchema>;

/** A visitor's language first, then English, then Italian. */
function fallbackOrder(language: LanguageCode): LanguageCode[] {
  return [...new Set<LanguageCode>([language, 'en', 'it'])];
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

  /** The passages that answer the question best, ranked by PostgreSQL full-text search in the text's language. */
  async function bestPassages(passages: Passage[], question: string, language: LanguageCode): Promise<Passage[]> {
    if (!passages.length) return [];
    if (RANKED_BY_LETTERS.has(language)) return bestByLetters(passages, question);
    const rowsJson = JSON.stringify(passages.map((passage, index) => ({ ...passage, position: index + 1 })));
    // A passage is relevant when it holds enough of the question's words (stemmed, stop words left out), or, where
    // there is no stemmer, enough of its trigrams; ts_rank (the heading weighing more) orders passages that tie.
    const { rows } = await db.execute<{ position: number; score: number }>(sql`
      WITH config AS (SELECT coalesce(
        (SELECT oid::regconfig FROM pg_ts_config WHERE cfgname = ${TEXT_SEARCH[language]}::text LIMIT 1),
        'simple'::regconfig
      ) AS c),
      query AS (
        SELECT c,
          tsvector_to_array(to_tsvector(c, ${question}::text)) AS words,
          to_tsquery('simple', regexp_replace(plainto_tsquery(c, ${question}::text)::text, ' (&|<->|<\\d+>) ', ' | ', 'g')) AS q
        FROM config
      ),
      passage AS (
        SELECT heading, body, position, setweight(to_tsvector(c, heading), 'A') || to_tsvector(c, body) AS document
        FROM jsonb_to_recordset(${rowsJson}::jsonb) AS p(heading text, body text, position int), config
      ),
      scored AS (
        SELECT position,
          ts_rank(document, q) AS rank,
          CASE WHEN c = 'simple'::regconfig OR cardinality(words) = 0 THEN 0
            ELSE (SELECT count(*) FROM unnest(words) AS word WHERE word = ANY(tsvector_to_array(document)))::float8
              / cardinality(words)
          END AS coverage,
          CASE WHEN c = 'simple'::regconfig
            -- How much of the question the passage holds, plus how much of the heading the question holds.
            THEN word_similarity(${question}::text, heading || ' ' || body) + word_similarity(heading, ${question}::text) / 2
            ELSE 0
          END AS similarity
        FROM passage, query
      )
      SELECT position, (coverage + rank + similarity)::float8 AS score
      FROM scored
      WHERE coverage > ${MIN_COVERAGE}::float8 OR similarity >= ${MIN_SIMILARITY}::float8
      ORDER BY score DESC, position
      LIMIT 2`);
    const [best, second] = rows;
    if (!best) return [];
    const chosen = [best];
    if (second && second.score >= best.score * SECOND_PASSAGE_SHARE) chosen.push(second);
    return chosen.map((row) => passages[row.position - 1]).filter((passage) => passage !== undefined);
  }

  function bestByLetters(passages: Passage[], question: string): Passage[] {
    const scored = passages
      .map((passage, position) => ({ passage, position, score: characterSimilarity(question, passage) }))
      .filter((row) => row.score >= MIN_SIMILARITY)
      .sort((a, b) => b.score - a.score || a.position - b.position);
    const [best, second] = scored;
    if (!best) return [];
    return second && second.score >= best.score * SECOND_PASSAGE_SHARE
      ? [best.passage, second.passage]
      : [best.passage];
  }

  async function answerWithModel(question: string, passages: Passage[], language: LanguageCode) {
    if (!config.aiBaseUrl || !config.aiModel) return passages.map((passage) => passage.body).join('\n\n');
    try {
      return await askModel(
        { baseUrl: config.aiBaseUrl, apiKey: config.aiApiKey, model: config.aiModel },
        question,
        passages,
        language,
      );
    } catch (error) {
      // The passages themselves still answer when the AI service does not.
      log('The AI service did not answer a support question', error);
      return passages.map((passage) => passage.body).join('\n\n');
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

    /** The reply to a visitor's question: the best passages of their language's text, or the write-to-support reply. */
    async answer(question: string, language: LanguageCode): Promise<string> {
      await spendBudget();
      for (const candidate of fallbackOrder(language)) {
        const row = await storedText(candidate);
        if (!row) continue;
        const passages = await bestPassages(splitPassages(row.content), question, candidate);
        const reply = passages.length ? await answerWithModel(question, passages, language) : undefined;
        if (reply) return reply;
        break;
      }
      return translatorFor(language)('supportChat.fallback', { email: config.supportEmail });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
