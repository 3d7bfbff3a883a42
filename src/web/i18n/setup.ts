import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { italianElision } from '../../shared/i18n/italian-elision';
import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRightToLeft,
  type LanguageCode,
} from '../../shared/languages';
import { rememberLanguage, storedLanguage, takeAskedLanguage } from './remembered-language';

/** Only the chosen language's catalogue is downloaded. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/i18n/locales/*.json');

/**
 * A catalogue is the page's own (parsed from it, or the module's): i18next takes it as it is rather than copying it
 * (`skipCopy`), which took a phone tens of milliseconds of a blocked thread for one language.
 */
function addCatalogue(language: LanguageCode, catalogue: Record<string, unknown>) {
  i18next.addResourceBundle(language, 'translation', catalogue, false, false, { skipCopy: true });
}

async function loadCatalogue(language: LanguageCode) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const load =
    catalogues[`../../shared/i18n/locales/${language}.json`] ??
    catalogues[`../../shared/i18n/locales/${DEFAULT_LANGUAGE}.json`];
  if (!load) throw new Error(`no catalogue for ${language}`);
  addCatalogue(language, (await load()).default);
}

/**
 * The language a link asks for (`?lang=`), else the stored one, else the browser's, else Italian: the rule the
 * server follows when it draws a page. A language a link asked for is kept before the address forgets it, so a
 * reload while the catalogue is still loading keeps it too.
 */
function initialLanguage(): LanguageCode {
  const asked = takeAskedLanguage();
  const language = chooseLanguage([asked, storedLanguage()], navigator.languages.join(','));
  if (asked !== null) rememberLanguage(language, { chosen: isLanguageCode(asked) });
  return language;
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
  rememberLanguage(language, { chosen });
  applyToDocument(language);
}

/**
 * Starts in the language chosen here, or in the one a server-drawn page came in (with its catalogue when the page
 * carries it; else it is downloaded).
 */
export async function setupI18n(
  rendered?: Readonly<{ language: LanguageCode; catalogue?: Record<string, unknown> }>,
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
  if (rendered?.catalogue) addCatalogue(language, rendered.catalogue);
  await setLanguage(language);
}

export { i18next as i18n };
