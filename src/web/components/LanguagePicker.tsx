import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../shared/languages';
import { setLanguage } from '../i18n/setup';

/** Languages by their own names; for a signed-in user the shell saves the choice to the account too. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-1 text-slate-700 dark:text-slate-200">
      <Languages aria-hidden className="size-5" />
      <span className="sr-only">{t('common.language')}</span>
      <select
        name="language"
        value={i18n.language}
        onChange={(event) => void setLanguage(event.target.value as LanguageCode)}
        className="min-h-11 max-w-28 rounded-lg bg-transparent px-1 text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
