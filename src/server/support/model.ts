import { z } from 'zod';
import { englishLanguageName, type LanguageCode } from '../../shared/languages.js';
import { type ModelSettings, requestChatCompletion } from '../korai/engine/chat-completions.js';
import type { Passage } from './passages.js';

/** The model's word for "the passages do not say": the chatbot then gives its write-to-support reply. */
export const NO_ANSWER = 'NO_ANSWER';
const TIMEOUT_MS = 20_000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/**
 * Asks an OpenAI-compatible chat completions endpoint to answer from the given passages only. Returns the reply,
 * `undefined` when the passages do not answer the question, and throws when the service fails.
 */
export async function askModel(
  settings: ModelSettings,
  question: string,
  passages: Passage[],
  language: LanguageCode,
): Promise<string | undefined> {
  const context = passages.map((passage) => `### ${passage.heading}\n${passage.body}`).join('\n\n');
  const system = [
    "You are Korai's support assistant. Answer the visitor's question using ONLY the passages below, which describe",
    'the Korai app. Do not add facts, prices or features they do not state. Reply briefly, in plain text, in',
    `${englishLanguageName(language)}. If the passages do not answer the question, reply with exactly ${NO_ANSWER}.`,
    '',
    context,
  ].join('\n');
  const response = await requestChatCompletion(
    settings,
    {
      model: settings.model,
      temperature: 0.2,
      stream: false,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: question },
      ],
    },
    AbortSignal.timeout(TIMEOUT_MS),
  );
  if (!response.ok) throw new Error(`AI service answered ${response.status}`);
  const completion = completionSchema.parse(await response.json());
  const reply = completion.choices[0]?.message.content?.trim() ?? '';
  if (!reply || reply.includes(NO_ANSWER)) return undefined;
  return reply;
}
