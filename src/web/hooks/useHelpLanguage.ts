import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, helpLanguage, isLanguageCode, type LanguageCode } from '../../shared/languages';
import { CHOSEN_LANGUAGE_KEY } from '../i18n/remembered-language';

/**
 * The visitor's own language for the help and the support chat: the interface's when they chose it or their
 * browser asks for it, else English, so a visitor Korai has no language for does not read the Italian default.
 */
export function useHelpLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const current = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return helpLanguage(current, localStorage.getItem(CHOSEN_LANGUAGE_KEY) === current, navigator.languages);
}
