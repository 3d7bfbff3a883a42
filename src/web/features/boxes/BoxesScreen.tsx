import { GraduationCap, Lock, Plus, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { Box } from '../../../shared/schemas/boxes';
import type { User } from '../../../shared/schemas/user';
import { awaitingDelivery, todayCountWithPending } from '../../api/outbox/outbox-event';
import { usePendingEvents } from '../../api/outbox/usePendingEvents';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { SearchField } from '../../components/ui/SearchField';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useBoxes } from '../../hooks/useBoxes';
import { useDialogAcrossReload } from '../../hooks/useDialogAcrossReload';
import { filterByName } from '../../lib/filter-by-name';
import { toast } from '../../lib/toast';
import { BoxNotificationDialog } from '../notifications/BoxNotificationDialog';
import { openKeepBoxes } from '../subscription/plan-dialogs';
import { newBoxOpened, openTutorial, useOverlays } from '../tutorial/overlays';
import { BoxCard } from './BoxCard';
import { BoxDialog } from './BoxDialog';
import { atBoxLimit, boxUsage } from './box-usage';
import { CounterLaterDialog } from './CounterLaterDialog';
import { EventDialog } from './EventDialog';
import { useBoxMutations } from './useBoxMutations';
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
  const [belling, setBelling] = useState<Box | null>(null);
  const [later, setLater] = useState<Box | null>(null);
  const limits = PLANS[user.effectivePlan];
  const all = boxes.data;
  const shown = filterByName(all ?? [], query);
  const starredCount = all?.filter((box) => box.starred).length ?? 0;
  const readOnlyCount = all?.filter((box) => box.readOnly).length ?? 0;
  const tappable = shown.some((box) => box.trackingMode === 'counter' && !box.readOnly);

  // A dialog open when the page was reloaded opens again, with its draft, once the boxes are known.
  useDialogAcrossReload(
    editing === 'new'
      ? 'box:new'
      : editing
        ? `box:${editing.id}`
        : logging
          ? `event:${logging.id}`
          : later
            ? `later:${later.id}`
            : null,
    (key) => {
      if (!all) return false;
      const [kind, id] = key.split(':');
      const box = all.find((candidate) => String(candidate.id) === id);
      if (kind === 'box') setEditing(id === 'new' ? 'new' : (box ?? null));
      else if (kind === 'event' && box?.trackingMode === 'descriptive') setLogging(box);
      else if (kind === 'later' && box?.trackingMode === 'counter' && !box.readOnly) setLater(box);
      return true;
    },
  );

  // The welcome's "create your first box" opens the dialog here.
  const { newBoxRequested } = useOverlays();
  useEffect(() => {
    if (!newBoxRequested) return;
    newBoxOpened();
    setEditing('new');
  }, [newBoxRequested]);

  function create() {
    // Until the boxes are known the server alone decides; it refuses with 'Limite raggiunto' too.
    if (all && atBoxLimit(all.length, limits.maxBoxes)) {
      toast({
        variant: 'destructive',
        title: t('toast.limitReached'),
        description: t('boxes.limitHint', { count: limits.maxBoxes }),
      });
    } else {
      setEditing('new');
    }
  }

  function toggleStar(box: Box) {
    if (limits.maxStarredBoxes === 0) {
      toast({ variant: 'destructive', title: t('toast.proFeature'), description: t('boxes.starProOnly') });
      return;
    }
    star.mutate(box.id, { onSuccess: ({ message }) => showSuccessToast(message) });
  }

  function openBell(box: Box) {
    if (limits.maxNotificationBoxes === 0) {
      toast({ variant: 'destructive', title: t('toast.proFeature'), description: t('notifications.proTeaserText') });
      return;
    }
    setBelling(box);
  }

  return (
    <section aria-labelledby="boxes-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="boxes-title" className="text-2xl font-bold">
            {t('boxes.title')}
          </h1>
          <p className="mt-1 flex min-h-6 flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            {all && <span>{t('boxes.usage', { usage: boxUsage(all.length, limits.maxBoxes) })}</span>}
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
          <Button onClick={create}>
            <Plus className="size-5" aria-hidden />
            {t('boxes.new')}
          </Button>
        </div>
      </div>

      {all && all.length > 0 && (
        <div>
          <SearchField
            label={t('boxes.filter')}
            name="filter"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('boxes.filterPlaceholder')}
          />
          {query.trim() && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" role="status">
              {shown.length > 0
                ? t('boxes.filterCount', { count: shown.length })
                : t('boxes.filterNone', { query: query.trim() })}
            </p>
          )}
        </div>
      )}

      {readOnlyCount > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-100 px-4 py-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <Lock className="size-5 shrink-0" aria-hidden />
          <p className="min-w-48 flex-1">{t('keepBoxes.notice', { count: readOnlyCount, max: limits.maxBoxes })}</p>
          <Button onClick={openKeepBoxes}>{t('keepBoxes.choose')}</Button>
        </div>
      )}

      <QueryState
        query={boxes}
        failedTitle={t('boxes.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState icon="📦" title={t('boxes.emptyTitle')} text={t('boxes.emptyText')}>
            <Button className="mt-2" onClick={create}>
              <Plus className="size-5" aria-hidden />
              {t('boxes.createFirst')}
            </Button>
          </EmptyState>
        }
      >
        {() => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((box) => (
              <BoxCard
                key={box.id}
                box={box}
                todayCount={todayCountWithPending(box.todayCount, pending, box.id, new Date())}
                pendingCount={awaitingDelivery(pending, box.id)}
                onTap={() => (box.trackingMode === 'counter' ? counterTap(box) : setLogging(box))}
                onEdit={() => setEditing(box)}
                onStar={() => toggleStar(box)}
                onBell={() => openBell(box)}
                onLater={() => setLater(box)}
              />
            ))}
          </ul>
        )}
      </QueryState>

      <BoxDialog
        userId={user.id}
        box={editing === 'new' || editing === null ? undefined : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      {tappable && boxes.data && <p className="text-sm text-slate-600 dark:text-slate-300">{t('boxes.laterHint')}</p>}

      <EventDialog userId={user.id} box={logging} onClose={() => setLogging(null)} />
      <CounterLaterDialog userId={user.id} box={later} onClose={() => setLater(null)} />
      <BoxNotificationDialog box={belling} onClose={() => setBelling(null)} />
    </section>
  );
}
