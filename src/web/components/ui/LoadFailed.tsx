import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** The failed state of a list or a figure: what went wrong, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{t('common.loadFailed')}</p>
      {error?.message && <p className="text-sm">{error.message}</p>}
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden />
        {t('common.retry')}
      </Button>
    </div>
  );
}
