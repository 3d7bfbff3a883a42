import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { italianElision } from '../../shared/i18n/italian-elision';
import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRightToLeft,
  LANGUAGE_COOKIE,
  type LanguageCode,
} from '../../shared/languages';

export const LANGUAGE_KEY = 'language';
/** The language the visitor picked or followed a link to, told apart from one the interface fell back to. */
export const CHOSEN_LANGUAGE_KEY = 'chosenLanguage';

/** Only the chosen language's catalogue is downloaded. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/i18n/locales/*.json');

async function loadCatalogue(language: LanguageCode) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const load =
    catalogues[`../../shared/i18n/locales/${language}.json`] ??
    catalogues[`../../shared/i18n/locales/${DEFAULT_LANGUAGE}.json`];
  if (!load) throw new Error(`no catalogue for ${language}`);
  i18next.addResourceBundle(language, 'translation', (await load()).default);
}

/**
 * The language a link asks for (`?lang=`, which the landing page's hreflang links use), else the stored one, else
 * the browser's, else Italian: the rule the server follows when it prerenders the landing page.
 */
export function initialLanguage(): LanguageCode {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get('lang');
  const language = chooseLanguage([asked, localStorage.getItem(LANGUAGE_KEY)], navigator.languages.join(','));
  if (asked !== null) {
    // Honoured once, then dropped from the address: from here on the reader's own choice decides. It is kept
    // before the address forgets it, so a reload while the catalogue is still loading keeps it too.
    rememberLanguage(language);
    if (isLanguageCode(asked)) localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url);
  }
  return language;
}

function rememberLanguage(language: LanguageCode) {
  localStorage.setItem(LANGUAGE_KEY, language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function applyToDocument(language: LanguageCode) {
  document.documentElement.lang = language;
  document.title = i18next.t('meta.title');
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18next.t('meta.description'));
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

/** Switches the interface to a language; `chosen` when the visitor picked it, rather than the app deciding. */
export async function setLanguage(language: LanguageCode, { chosen = false } = {}): Promise<void> {
  await loadCatalogue(language);
  await i18next.changeLanguage(language);
  rememberLanguage(language);
  if (chosen) localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  applyToDocument(language);
}

/** Starts in the language chosen here, or in the one a server-rendered page came in, with its catalogue. */
export async function setupI18n(
  rendered?: Readonly<{ language: LanguageCode; catalogue: Record<string, unknown> }>,
): Promise<void> {
  const chosen = initialLanguage();
  const language = rendered?.language ?? chosen;
  await i18next
    .use(initReactI18next)
    .use(italianElision)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      postProcess: ['italianElision'],
      returnNull: false,
    });
  if (rendered) i18next.addResourceBundle(language, 'translation', rendered.catalogue);
  await setLanguage(language);
}

export { i18next as i18n };
