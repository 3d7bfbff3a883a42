import type { QuickLogToken } from './quick-log-token.js';
import type { QuickLogWords } from './quick-log-words.js';

/** A question mark, or a question word at the start (anywhere in Japanese and Chinese, which ask at the end). */
export function isQuestion(text: string, tokens: QuickLogToken[], words: QuickLogWords): boolean {
  if (/[?？؟]/.test(text)) return true;
  const asked = words.unspaced ? tokens : tokens.slice(0, 1);
  return asked.some((token) => words.questions.includes(token.word));
}
