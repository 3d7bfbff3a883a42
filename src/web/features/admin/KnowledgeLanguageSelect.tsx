import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../shared/languages';

/** Which language's knowledge base is shown; fixed while one is being edited. */
export function KnowledgeLanguageSelect({
  language,
  onChange,
  disabled,
}: {
  language: LanguageCode;
  onChange: (language: LanguageCode) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const languageId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={languageId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('common.language')}
      </label>
      <select
        id={languageId}
        value={language}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as LanguageCode)}
        className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
