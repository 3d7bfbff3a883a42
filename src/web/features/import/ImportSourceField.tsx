import { useTranslation } from 'react-i18next';
import { IMPORT_SOURCES, type ImportSource } from '../../../shared/schemas/import';

/** Where the imported data comes from: each app, any CSV, or a Korai export. */
export function ImportSourceField({
  source,
  onChange,
}: {
  source: ImportSource;
  onChange: (source: ImportSource) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{t('import.sourceLabel')}</legend>
      {IMPORT_SOURCES.map((option) => (
        <label
          key={option}
          className="flex min-h-11 items-start gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
        >
          <input
            type="radio"
            name="import-source"
            value={option}
            checked={source === option}
            className="mt-1 size-4 accent-brand-500"
            onChange={() => onChange(option)}
          />
          <span>
            <span className="block font-medium">{t(`import.sources.${option}`)}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">
              {t(`import.sourceHints.${option}`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
