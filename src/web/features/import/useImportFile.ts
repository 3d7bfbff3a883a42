import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES } from '../../../shared/schemas/import';
import { readCsvHeader } from '../../lib/csv-header';
import type { ImportChoice } from './ImportSourceStep';

/** The file picked for an import: refused when too large, and a CSV's header read for its column mapping. */
export function useImportFile(choice: ImportChoice, onChange: (choice: ImportChoice) => void) {
  const { t } = useTranslation();
  const [header, setHeader] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { source, mapping } = choice;

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

  function forget() {
    setHeader(null);
    setProblem(null);
  }

  return { header, problem, pickFile, forget };
}
