/** The interface languages, Italian first. */
export const LANGUAGES = [
  { code: 'it', openGraphLocale: 'it_IT', englishName: 'Italian', nativeName: 'Italiano' },
  { code: 'en', openGraphLocale: 'en_US', englishName: 'English', nativeName: 'English' },
  { code: 'es', openGraphLocale: 'es_ES', englishName: 'Spanish', nativeName: 'Español' },
  { code: 'zh', openGraphLocale: 'zh_CN', englishName: 'Chinese', nativeName: '中文' },
  { code: 'fr', openGraphLocale: 'fr_FR', englishName: 'French', nativeName: 'Français' },
  { code: 'de', openGraphLocale: 'de_DE', englishName: 'German', nativeName: 'Deutsch' },
  { code: 'ar', openGraphLocale: 'ar_AR', englishName: 'Arabic', nativeName: 'العربية', rtl: true },
  { code: 'hi', openGraphLocale: 'hi_IN', englishName: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'pt', openGraphLocale: 'pt_BR', englishName: 'Portuguese', nativeName: 'Português' },
  { code: 'ru', openGraphLocale: 'ru_RU', englishName: 'Russian', nativeName: 'Русский' },
  { code: 'ja', openGraphLocale: 'ja_JP', englishName: 'Japanese', nativeName: '日本語' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'it';
/** The language of the help and the support chat for a visitor whose own language Korai does not have. */
export const HELP_FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The first supported language in an Accept-Language header, by the order the browser gives. */
export function pickLanguage(acceptLanguage: string | undefined): LanguageCode | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.primary && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.primary).find(isLanguageCode);
}

/**
 * The visitor's own language, for the help and the support chat: the interface's when the visitor chose it or the
 * browser asks for it, else English. Only Italian can be neither, as the interface's default for everyone else.
 */
export function helpLanguage(
  interfaceLanguage: LanguageCode,
  chosen: boolean,
  browserLanguages: readonly string[],
): LanguageCode {
  if (chosen || interfaceLanguage !== DEFAULT_LANGUAGE) return interfaceLanguage;
  const read = browserLanguages.some((tag) => tag.trim().toLowerCase().split('-')[0] === interfaceLanguage);
  return read ? interfaceLanguage : HELP_FALLBACK_LANGUAGE;
}

/** The cookie that tells the server which language to prerender the landing page in. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The interface language, decided the same way in the browser and on the server: a language asked for by the
 * link (`?lang=`), else the one chosen before, else the browser's first supported language, else Italian.
 */
export function chooseLanguage(
  choices: ReadonlyArray<string | null | undefined>,
  acceptLanguage: string | undefined,
): LanguageCode {
  const chosen = choices.find((choice): choice is LanguageCode => !!choice && isLanguageCode(choice));
  return chosen ?? pickLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

export function isRightToLeft(language: LanguageCode): boolean {
  return LANGUAGES.some((entry) => entry.code === language && 'rtl' in entry);
}

let englishNames: Intl.DisplayNames | undefined;

/** A language's English name ("Italian"), as a prompt to a language model names it. */
export function englishLanguageName(language: string): string {
  // Made on first use: the web app loads this module too, and never asks.
  englishNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
  return englishNames.of(language) ?? language;
}
