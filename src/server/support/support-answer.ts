import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LanguageCode } from '../../shared/languages.js';
import type { supportChatResponseSchema } from '../../shared/schemas/ai.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { translatorFor } from '../i18n.js';
import { askModel } from './model.js';
import { type Passage, splitPassages } from './passages.js';
import { questionLanguage } from './question-language.js';
import { rankPassages } from './rank-passages.js';
import { fallbackOrder, storedText } from './support-knowledge.js';

/** A second passage joins the answer when it ranks at least this close to the best one. */
const SECOND_PASSAGE_SHARE = 0.8;
const MINUTE_MS = 60_000;

type SupportChatResponse = z.infer<typeof supportChatResponseSchema>;

/** Counts one question against the budget of this minute, shared by every address and app process. */
async function spendBudget({ db, clock, config }: ServiceDeps): Promise<void> {
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
  return second && second.score >= best.score * SECOND_PASSAGE_SHARE ? [best.passage, second.passage] : [best.passage];
}

/**
 * The reply from the chosen passages: the model's, in the question's language, or the passages themselves, in
 * their text's language, when there is no model or it fails; nothing when the model finds no answer in them.
 */
async function reply(
  { config }: ServiceDeps,
  log: (message: string, error: unknown) => void,
  question: string,
  passages: Passage[],
  language: LanguageCode,
  textLanguage: LanguageCode,
) {
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

/**
 * The reply to a visitor's question, in the language it is written in (the visitor's own when it is too short to
 * tell): the best passages of that language's text, or the write-to-support reply.
 */
export async function answerQuestion(
  deps: ServiceDeps,
  log: (message: string, error: unknown) => void,
  question: string,
  visitor: LanguageCode,
): Promise<SupportChatResponse> {
  await spendBudget(deps);
  const language = questionLanguage(question, visitor);
  for (const candidate of fallbackOrder(language)) {
    const row = await storedText(deps.db, candidate);
    if (!row) continue;
    const passages = bestPassages(row.content, candidate, question, language);
    const answer = passages.length ? await reply(deps, log, question, passages, language, candidate) : undefined;
    if (answer) return answer;
    break;
  }
  return { response: translatorFor(language)('supportChat.fallback', { email: deps.config.supportEmail }), language };
}
