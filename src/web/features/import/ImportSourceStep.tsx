import { useTranslation } from 'react-i18next';
import type { ImportMapping, ImportSource } from '../../../shared/schemas/import';
import { Button } from '../../components/ui/Button';
import { ColumnMapping } from './ColumnMapping';
import { DaylioActivitiesField } from './DaylioActivitiesField';
import { ImportSourceField } from './ImportSourceField';
import { useImportFile } from './useImportFile';

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
  const { source, file, mapping } = choice;
  const { header, problem, pickFile, forget } = useImportFile(choice, onChange);

  const mappingReady = source !== 'csv' || Boolean(mapping.date && (mapping.box || mapping.boxName));
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <ImportSourceField
        source={source}
        onChange={(option) => {
          forget();
          onChange({ source: option, file: null, mapping: {} });
        }}
      />
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
        <DaylioActivitiesField
          activitiesAs={mapping.activitiesAs ?? 'boxes'}
          onChange={(as) => onChange({ ...choice, mapping: { ...mapping, activitiesAs: as } })}
        />
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
