import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';

/** The question whose answer never arrived, with the button that asks it again. */
export function UnansweredAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <span>{t('korai.unanswered')}</span>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden />
        {t('common.retry')}
      </Button>
    </div>
  );
}
