import { GraduationCap, Plus, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { openTutorial } from '../tutorial/overlays';
import { boxUsage } from './box-usage';

/** The boxes screen's title, how many boxes of the plan's are used and starred, the tutorial and a new box. */
export function BoxesHeader({
  boxCount,
  maxBoxes,
  starredCount,
  onCreate,
}: {
  boxCount: number | undefined;
  maxBoxes: number;
  starredCount: number;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 id="boxes-title" className="text-2xl font-bold">
          {t('boxes.title')}
        </h1>
        <p className="mt-1 flex min-h-6 flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          {boxCount !== undefined && <span>{t('boxes.usage', { usage: boxUsage(boxCount, maxBoxes) })}</span>}
          {starredCount > 0 && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <Star className="size-3 fill-amber-500 text-amber-500" aria-hidden />
              {t('boxes.favourites', { count: starredCount })}
            </span>
          )}
        </p>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={openTutorial}>
          <GraduationCap className="size-5" aria-hidden />
          {t('boxes.tutorial')}
        </Button>
        <Button onClick={onCreate}>
          <Plus className="size-5" aria-hidden />
          {t('boxes.new')}
        </Button>
      </div>
    </div>
  );
}
