import i18next, { type TOptions } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, pickLanguage } from '../shared/languages.js';
import ar from '../web/i18n/locales/ar.json' with { type: 'json' };
import de from '../web/i18n/locales/de.json' with { type: 'json' };
import en from '../web/i18n/locales/en.json' with { type: 'json' };
import es from '../web/i18n/locales/es.json' with { type: 'json' };
import fr from '../web/i18n/locales/fr.json' with { type: 'json' };
import hi from '../web/i18n/locales/hi.json' with { type: 'json' };
import it from '../web/i18n/locales/it.json' with { type: 'json' };
import ja from '../web/i18n/locales/ja.json' with { type: 'json' };
import pt from '../web/i18n/locales/pt.json' with { type: 'json' };
import ru from '../web/i18n/locales/ru.json' with { type: 'json' };
import zh from '../web/i18n/locales/zh.json' with { type: 'json' };

/** Every language's catalogue, keyed by language code. */
export const catalogues: Record<LanguageCode, Record<string, unknown>> = { it, en, es, zh, fr, de, ar, hi, pt, ru, ja };

/** The web app's message catalogue, used by the server for error texts and mails. */
const translator = i18next.createInstance();
await translator.init({
  resources: Object.fromEntries(
    Object.entries(catalogues).map(([code, catalogue]) => [code, { translation: catalogue }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type Translate = (key: string, params?: TOptions) => string;

export function translatorFor(language: LanguageCode): Translate {
  return translator.getFixedT(language);
}

/** The language of a request: the one the client asks for, else the user's own, else Italian. */
export function requestLanguage(acceptLanguage: string | undefined, preferred?: string): LanguageCode {
  const asked = pickLanguage(acceptLanguage);
  if (asked) return asked;
  if (preferred && isLanguageCode(preferred)) return preferred;
  return DEFAULT_LANGUAGE;
}
