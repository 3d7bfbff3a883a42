import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';

/** The goals screen's title, what it is for, and its new goal button. */
export function GoalsHeader({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 id="goals-title" className="text-2xl font-bold">
          {t('goals.title')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('goals.subtitle')}</p>
      </div>
      <Button onClick={onCreate}>
        <Plus className="size-5" aria-hidden />
        {t('goals.new')}
      </Button>
    </div>
  );
}
