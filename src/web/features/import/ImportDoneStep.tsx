import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ImportCommit } from '../../../shared/schemas/import';
import { Button } from '../../components/ui/Button';
import { formatNumber } from '../../lib/format';

/** The import's figures, with the one action that removes all it created. */
export function ImportDoneStep({
  result,
  undoing,
  onUndo,
  onAgain,
}: {
  result: ImportCommit;
  undoing: boolean;
  onUndo: () => void;
  onAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const figures = [
    [t('import.eventsCreatedLabel'), result.eventsCreated],
    [t('import.boxesCreatedLabel'), result.boxesCreated],
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <p className="font-semibold" role="status">
        {t('import.doneTitle')}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-semibold">{formatNumber(value, i18n.language, 0)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onAgain} disabled={undoing}>
          {t('import.again')}
        </Button>
        <Button variant="danger" onClick={onUndo} disabled={undoing}>
          <Undo2 className="size-4" aria-hidden />
          {t('import.undo')}
        </Button>
      </div>
    </div>
  );
}
