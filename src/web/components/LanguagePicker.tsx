import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../shared/languages';
import { setLanguage } from '../i18n/setup';

/** Languages by their own names; a signed-in user's choice is also saved to the account. */
export function LanguagePicker({ onChange }: { onChange?: (language: LanguageCode) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-1 text-slate-700 dark:text-slate-200">
      <Languages aria-hidden className="size-5" />
      <span className="sr-only">{t('common.language')}</span>
      <select
        value={i18n.language}
        onChange={async (event) => {
          const language = event.target.value as LanguageCode;
          await setLanguage(language);
          onChange?.(language);
        }}
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
