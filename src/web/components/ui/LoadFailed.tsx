import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../api/failure-reason';
import { Button } from './Button';

/** Something could not be loaded: what, why, and a way to try again. Never mistaken for an empty list. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <AlertTriangle className="size-6 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm break-words">{failureReason(error)}</p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden />
        {t('common.retry')}
      </Button>
    </div>
  );
}
