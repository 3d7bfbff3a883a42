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
import { pt } from './pt.js';
import { ru } from './ru.js';
import { zh } from './zh.js';

const TEXTS: Record<LanguageCode, (facts: KnowledgeFacts) => string> = { it, en, es, fr, de, pt, ru, ar, hi, ja, zh };

/** The first knowledge text of a language, with the plan table's figures and the configured support address. */
export function firstKnowledge(language: LanguageCode, supportEmail: string): string {
  return TEXTS[language](knowledgeFacts(language, supportEmail));
}
