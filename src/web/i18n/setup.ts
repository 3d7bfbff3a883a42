import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from '../../shared/languages';

export const LANGUAGE_KEY = 'language';

/** Only the chosen language's catalogue is downloaded. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

async function loadCatalogue(language: LanguageCode) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const load = catalogues[`./locales/${language}.json`] ?? catalogues[`./locales/${DEFAULT_LANGUAGE}.json`];
  if (!load) throw new Error(`no catalogue for ${language}`);
  i18next.addResourceBundle(language, 'translation', (await load()).default);
}

/** The stored language if supported, else the browser's, else Italian. */
export function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (stored && isLanguageCode(stored)) return stored;
  const browser = navigator.language?.toLowerCase().split('-')[0] ?? '';
  return isLanguageCode(browser) ? browser : DEFAULT_LANGUAGE;
}

function applyToDocument(language: LanguageCode) {
  document.documentElement.lang = language;
  document.title = i18next.t('meta.title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18next.t('meta.description'));
  document.documentElement.dir = LANGUAGES.find((entry) => entry.code === language && 'rtl' in entry) ? 'rtl' : 'ltr';
}

export async function setLanguage(language: LanguageCode): Promise<void> {
  await loadCatalogue(language);
  await i18next.changeLanguage(language);
  localStorage.setItem(LANGUAGE_KEY, language);
  applyToDocument(language);
}

export async function setupI18n(): Promise<void> {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setLanguage(language);
}

export { i18next as i18n };
