import { LANGUAGE_COOKIE, type LanguageCode } from '../../shared/languages';

export const LANGUAGE_KEY = 'language';
/** The language the visitor picked or followed a link to, told apart from one the interface fell back to. */
export const CHOSEN_LANGUAGE_KEY = 'chosenLanguage';

/** Keeps the language on this device (and in the cookie the server draws pages by); `chosen` when the visitor picked it. */
export function rememberLanguage(language: LanguageCode, { chosen = false } = {}): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  if (chosen) localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language this device keeps, if any. */
export function storedLanguage(): string | null {
  return localStorage.getItem(LANGUAGE_KEY);
}

/**
 * The language a link asks for (`?lang=`, which the landing page's hreflang links use), dropped from the address:
 * it is honoured once, and from then on the reader's own choice decides.
 */
export function takeAskedLanguage(): string | null {
  const url = new URL(window.location.href);
  const asked = url.searchParams.get('lang');
  if (asked === null) return null;
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', url);
  return asked;
}
