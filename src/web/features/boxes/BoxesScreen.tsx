import { GraduationCap, Plus, Search, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { Box } from '../../../shared/schemas/boxes';
import type { User } from '../../../shared/schemas/user';
import { awaitingDelivery, todayCountWithPending } from '../../api/outbox/outbox-event';
import { usePendingEvents } from '../../api/outbox/usePendingEvents';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { showErrorToast, showSuccessToast } from '../../components/ui/error-toast';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/toast';
import { openTutorial } from '../tutorial/overlays';
import { BoxCard } from './BoxCard';
import { BoxDialog } from './BoxDialog';
import { atBoxLimit, boxUsage, filterByName } from './box-usage';
import { EventDialog } from './EventDialog';
import { useBoxes, useBoxMutations } from './useBoxes';
import { useCounterTap } from './useCounterTap';

export function BoxesScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  const boxes = useBoxes();
  const pending = usePendingEvents(user.id);
  const counterTap = useCounterTap(user.id);
  const { star } = useBoxMutations();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Box | 'new' | null>(null);
  const [logging, setLogging] = useState<Box | null>(null);
  const limits = PLANS[user.effectivePlan];
  const all = boxes.data ?? [];
  const shown = filterByName(all, query);
  const starredCount = all.filter((box) => box.starred).length;

  function create() {
    if (atBoxLimit(all.length, limits.maxBoxes)) {
      toast({
        variant: 'destructive',
        title: t('toast.limitReached'),
        description: t('boxes.limitHint', { count: limits.maxBoxes }),
      });
    } else {
      setEditing('new');
    }
  }

  async function toggleStar(box: Box) {
    if (limits.maxStarredBoxes === 0) {
      toast({ variant: 'destructive', title: t('toast.proFeature'), description: t('boxes.starProOnly') });
      return;
    }
    try {
      const { message } = await star.mutateAsync(box.id);
      showSuccessToast(message);
    } catch (error) {
      showErrorToast(error, 'boxes.starFailed');
    }
  }

  return (
    <section aria-labelledby="boxes-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="boxes-title" className="text-2xl font-bold">
            {t('boxes.title')}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <span>{t('boxes.usage', { usage: boxUsage(all.length, limits.maxBoxes) })}</span>
            {starredCount > 0 && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
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
          <Button onClick={create}>
            <Plus className="size-5" aria-hidden />
            {t('boxes.new')}
          </Button>
        </div>
      </div>

      {all.length > 0 && (
        <div>
          <label className="relative block">
            <span className="sr-only">{t('boxes.filter')}</span>
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <input
              type="search"
              name="filter"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('boxes.filterPlaceholder')}
              className="min-h-11 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-3 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-900"
            />
          </label>
          {query.trim() && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" role="status">
              {shown.length > 0
                ? t('boxes.filterCount', { count: shown.length })
                : t('boxes.filterNone', { query: query.trim() })}
            </p>
          )}
        </div>
      )}

      {boxes.isPending ? (
        <Spinner />
      ) : all.length === 0 ? (
        <EmptyState icon="📦" title={t('boxes.emptyTitle')} text={t('boxes.emptyText')}>
          <Button className="mt-2" onClick={create}>
            <Plus className="size-5" aria-hidden />
            {t('boxes.createFirst')}
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {shown.map((box) => (
            <BoxCard
              key={box.id}
              box={box}
              todayCount={todayCountWithPending(box.todayCount, pending, box.id, new Date())}
              pendingCount={awaitingDelivery(pending, box.id)}
              onTap={() => (box.trackingMode === 'counter' ? counterTap(box) : setLogging(box))}
              onEdit={() => setEditing(box)}
              onStar={() => void toggleStar(box)}
            />
          ))}
        </ul>
      )}

      <BoxDialog
        box={editing === 'new' || editing === null ? undefined : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <EventDialog userId={user.id} box={logging} onClose={() => setLogging(null)} />
    </section>
  );
}
