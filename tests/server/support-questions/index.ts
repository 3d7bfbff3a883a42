import type { LanguageCode } from '../../../src/shared/languages.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { hi } from './hi.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import type { SupportQuestion } from './support-question.js';
import { zh } from './zh.js';

/** Visitors' questions per language, each with the passage that must answer it. */
export const SUPPORT_QUESTIONS: Record<LanguageCode, SupportQuestion[]> = {
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
