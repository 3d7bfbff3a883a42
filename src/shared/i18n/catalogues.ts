import type { LanguageCode } from '../languages.js';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import hi from './locales/hi.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

export type Catalogue = { [key: string]: string | Catalogue };

/**
 * Every language's message catalogue, for the server (errors, mails, CSV headers, the prerendered landing page)
 * and the tests. The web app loads only the chosen language's file, lazily (src/web/i18n/setup.ts).
 */
export const catalogues: Record<LanguageCode, Catalogue> = { it, en, es, zh, fr, de, ar, hi, pt, ru, ja };
