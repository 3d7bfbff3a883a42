import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_MAX_BYTES,
  IMPORT_SOURCES,
  type ImportMapping,
  type ImportSource,
} from '../../../shared/schemas/import';
import { Button } from '../../components/ui/Button';
import { readCsvHeader } from '../../lib/csv-header';
import { ColumnMapping } from './ColumnMapping';

const ACCEPT: Record<ImportSource, string> = {
  daylio: '.csv,text/csv',
  loop: '.zip,.db,application/zip',
  nomie: '.json,application/json',
  csv: '.csv,text/csv',
  korai: '.csv,text/csv',
};

export interface ImportChoice {
  source: ImportSource;
  file: File | null;
  mapping: ImportMapping;
}

/** The first step: where the data comes from, the file, and how to read it (Daylio's activities, any CSV's columns). */
export function ImportSourceStep({
  choice,
  onChange,
  onPreview,
}: {
  choice: ImportChoice;
  onChange: (choice: ImportChoice) => void;
  onPreview: () => void;
}) {
  const { t } = useTranslation();
  const [header, setHeader] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { source, file, mapping } = choice;

  async function pickFile(picked: File | null) {
    setProblem(null);
    setHeader(null);
    onChange({ ...choice, file: null, mapping: source === 'daylio' ? mapping : {} });
    if (!picked) return;
    if (picked.size > IMPORT_MAX_BYTES) {
      setProblem(t('import.errors.tooLarge', { max: IMPORT_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    if (source === 'csv') {
      const columns = await readCsvHeader(picked).catch(() => []);
      if (!columns.length) {
        setProblem(t('import.headerFailed'));
        return;
      }
      setHeader(columns);
    }
    onChange({ ...choice, file: picked, mapping: source === 'daylio' ? mapping : {} });
  }

  const mappingReady = source !== 'csv' || Boolean(mapping.date && (mapping.box || mapping.boxName));
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
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
              onChange={() => {
                setHeader(null);
                setProblem(null);
                onChange({ source: option, file: null, mapping: {} });
              }}
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
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('import.fileLabel')}
        <input
          key={source}
          type="file"
          accept={ACCEPT[source]}
          className="min-h-11 text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-brand-100 file:px-4 file:text-brand-700"
          onChange={(event) => void pickFile(event.target.files?.[0] ?? null)}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      {source === 'daylio' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{t('import.activitiesLabel')}</legend>
          {(['boxes', 'tags'] as const).map((as) => (
            <label key={as} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="import-activities"
                checked={(mapping.activitiesAs ?? 'boxes') === as}
                className="size-4 accent-brand-500"
                onChange={() => onChange({ ...choice, mapping: { ...mapping, activitiesAs: as } })}
              />
              {t(as === 'boxes' ? 'import.activitiesBoxes' : 'import.activitiesTags')}
            </label>
          ))}
        </fieldset>
      )}
      {source === 'csv' && header && (
        <ColumnMapping header={header} mapping={mapping} onChange={(next) => onChange({ ...choice, mapping: next })} />
      )}
      <Button type="submit" disabled={!file || !mappingReady}>
        {t('import.previewButton')}
      </Button>
    </form>
  );
}
