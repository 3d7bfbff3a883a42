import { Download, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_FILTERS, type TimeFilter } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { showSuccessToast } from '../../components/ui/success-toast';
import { usePlatformActions } from './useAdmin';

/** The overview's period, and its quick actions: refresh the figures, export the data. */
export function OverviewToolbar({
  timeFilter,
  onTimeFilterChange,
}: {
  timeFilter: TimeFilter;
  onTimeFilterChange: (timeFilter: TimeFilter) => void;
}) {
  const { t } = useTranslation();
  const { refresh, exportData } = usePlatformActions();
  const selectId = useId();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('admin.period')}
        </label>
        <select
          id={selectId}
          value={timeFilter}
          onChange={(event) => onTimeFilterChange(event.target.value as TimeFilter)}
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
        >
          {TIME_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`admin.timeFilter.${filter}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={refresh.isPending}
          onClick={() => refresh.mutate(undefined, { onSuccess: ({ message }) => showSuccessToast(message) })}
        >
          <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden />
          {t('admin.refreshData')}
        </Button>
        <Button variant="secondary" disabled={exportData.isPending} onClick={() => exportData.mutate()}>
          <Download className="size-4" aria-hidden />
          {t('admin.exportData')}
        </Button>
      </div>
    </div>
  );
}
