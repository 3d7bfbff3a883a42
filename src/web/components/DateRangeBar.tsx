import { Download, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DayRangeState } from '../hooks/useDayRange';
import { DayRangeFields } from './DayRangeFields';
import { Button } from './ui/Button';

/** 7 and 30 day shortcuts, from and to, reset and CSV export: the same bar on both report tabs. */
export function DateRangeBar({
  state,
  onExport,
  exporting,
}: {
  state: DayRangeState;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">{t('reports.period')}</legend>
        {(['week', 'month'] as const).map((shortcut) => (
          <Button
            key={shortcut}
            variant={state.shortcut === shortcut ? 'primary' : 'secondary'}
            aria-pressed={state.shortcut === shortcut}
            onClick={() => state.choose(shortcut)}
          >
            {t(shortcut === 'week' ? 'reports.last7' : 'reports.last30')}
          </Button>
        ))}
        <Button variant="ghost" onClick={state.reset}>
          <RotateCcw className="size-4" aria-hidden />
          {t('reports.reset')}
        </Button>
        <Button variant="ghost" onClick={onExport} disabled={exporting || !state.valid} className="ms-auto">
          <Download className="size-4" aria-hidden />
          {t('reports.exportCsv')}
        </Button>
      </fieldset>
      <DayRangeFields range={state.range} error={state.error} onEdit={state.edit} />
    </div>
  );
}
