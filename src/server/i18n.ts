import i18next, { type TOptions } from 'i18next';
import { catalogues } from '../shared/i18n/catalogues.js';
import { italianElision } from '../shared/i18n/italian-elision.js';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, pickLanguage } from '../shared/languages.js';

/** The shared message catalogues, used by the server for error texts and mails. */
const translator = i18next.createInstance().use(italianElision);
await translator.init({
  resources: Object.fromEntries(
    Object.entries(catalogues).map(([code, catalogue]) => [code, { translation: catalogue }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  postProcess: ['italianElision'],
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
