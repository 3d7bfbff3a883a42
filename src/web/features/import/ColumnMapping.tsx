import { useTranslation } from 'react-i18next';
import type { ImportMapping } from '../../../shared/schemas/import';

const COLUMNS = ['date', 'time', 'box', 'description', 'quantity', 'notes'] as const;
type Column = (typeof COLUMNS)[number];

const fieldClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800';

/** Any CSV: which of the file's header columns holds the date, the time, the box, the description, the quantity, the notes. */
export function ColumnMapping({
  header,
  mapping,
  onChange,
}: {
  header: string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const { t } = useTranslation();
  const set = (column: Column, value: string) => onChange({ ...mapping, [column]: value || undefined });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">{t('import.mappingTitle')}</legend>
      {COLUMNS.map((column) => (
        <label key={column} className="flex flex-col gap-1 text-sm">
          {t(`import.mapping.${column}`)}
          <select className={fieldClass} value={mapping[column] ?? ''} onChange={(e) => set(column, e.target.value)}>
            <option value="">{t('import.mappingNone')}</option>
            {header.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {!mapping.box && (
        <label className="flex flex-col gap-1 text-sm">
          {t('import.mapping.boxName')}
          <input
            className={fieldClass}
            value={mapping.boxName ?? ''}
            maxLength={60}
            onChange={(e) => onChange({ ...mapping, boxName: e.target.value || undefined })}
          />
        </label>
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-brand-500"
          checked={mapping.dayFirst ?? true}
          onChange={(e) => onChange({ ...mapping, dayFirst: e.target.checked })}
        />
        {t('import.dayFirst')}
      </label>
    </fieldset>
  );
}
