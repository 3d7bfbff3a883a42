import type { LanguageCode } from '../../../shared/languages.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { type KnowledgeFacts, knowledgeFacts } from './facts.js';
import { fr } from './fr.js';
import { hi } from './hi.js';
import { it } from './it.js';
import { ja } from './ja.js';
import type { KnowledgeText } from './knowledge-text.js';
import { PASSAGE_IDS } from './passage-ids.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { zh } from './zh.js';

const TEXTS: Record<LanguageCode, (facts: KnowledgeFacts) => KnowledgeText> = {
  it,
  en,
  es,
  fr,
  de,
  pt,
  ru,
  ar,
  hi,
  ja,
  zh,
};

/** The first knowledge text of a language by passage, with the plan table's figures and the support address. */
export function knowledgeText(language: LanguageCode, supportEmail: string): KnowledgeText {
  return TEXTS[language](knowledgeFacts(language, supportEmail));
}

/** The first knowledge text of a language as the Markdown admins edit: a `##` heading for each passage. */
export function firstKnowledge(language: LanguageCode, supportEmail: string): string {
  const text = knowledgeText(language, supportEmail);
  return `${PASSAGE_IDS.map((id) => `## ${text[id].heading}\n${text[id].body}`).join('\n\n')}\n`;
}
