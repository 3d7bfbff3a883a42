import type { LanguageCode } from '../../../shared/languages.js';
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
import type { Synonyms } from './synonyms.js';
import { zh } from './zh.js';

/** How visitors name each topic, language by language. */
export const SYNONYMS: Record<LanguageCode, Synonyms> = { it, en, es, fr, de, pt, ru, ar, hi, ja, zh };
