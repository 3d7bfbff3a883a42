import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { awaitingDelivery, todayCountWithPending } from '../../api/outbox/outbox-event';
import { usePendingEvents } from '../../api/outbox/usePendingEvents';
import { QueryState } from '../../components/ui/QueryState';
import { useBoxes } from '../../hooks/useBoxes';
import { filterByName } from '../../lib/filter-by-name';
import { useGoalCards } from '../goals/useGoals';
import { BoxCard } from './BoxCard';
import { BoxDialog } from './BoxDialog';
import { BoxesFilter } from './BoxesFilter';
import { BoxesHeader } from './BoxesHeader';
import { BoxLogDialogs } from './BoxLogDialogs';
import { goalForBox } from './box-goal';
import { NoBoxesYet } from './NoBoxesYet';
import { QuickLog } from './QuickLog';
import { ReadOnlyBoxesNotice } from './ReadOnlyBoxesNotice';
import { useBoxDialogs } from './useBoxDialogs';
import { useCounterTap } from './useCounterTap';
import { useStarBox } from './useStarBox';

export function BoxesScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  const boxes = useBoxes();
  const pending = usePendingEvents(user.id);
  const counterTap = useCounterTap(user.id);
  const [query, setQuery] = useState('');
  const limits = PLANS[user.effectivePlan];
  const goals = useGoalCards(limits.hasGoals);
  const all = boxes.data;
  const dialogs = useBoxDialogs(all, limits);
  const toggleStar = useStarBox(limits);
  const shown = filterByName(all ?? [], query);
  const starredCount = all?.filter((box) => box.starred).length ?? 0;
  const readOnlyCount = all?.filter((box) => box.readOnly).length ?? 0;
  const tappable = shown.some((box) => box.trackingMode === 'counter' && !box.readOnly);

  return (
    <section aria-labelledby="boxes-title" className="flex flex-col gap-4">
      <BoxesHeader
        boxCount={all?.length}
        maxBoxes={limits.maxBoxes}
        starredCount={starredCount}
        onCreate={() => dialogs.create()}
      />

      {all && all.length > 0 && <BoxesFilter query={query} onQueryChange={setQuery} shownCount={shown.length} />}

      {readOnlyCount > 0 && <ReadOnlyBoxesNotice count={readOnlyCount} maxBoxes={limits.maxBoxes} />}

      {all && all.length > 0 && (
        <QuickLog
          userId={user.id}
          boxes={all.filter((box) => !box.readOnly)}
          timeZone={user.timeZone}
          onCreateBox={dialogs.create}
        />
      )}

      <QueryState
        query={boxes}
        failedTitle={t('boxes.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<NoBoxesYet onCreate={() => dialogs.create()} />}
      >
        {() => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((box) => {
              const todayCount = todayCountWithPending(box.todayCount, pending, box.id, new Date());
              return (
                <BoxCard
                  key={box.id}
                  box={box}
                  todayCount={todayCount}
                  pendingCount={awaitingDelivery(pending, box.id)}
                  goal={goalForBox(goals.data, box.id, todayCount - box.todayCount)}
                  onTap={() => (box.trackingMode === 'counter' ? counterTap(box) : dialogs.setLogging(box))}
                  onEdit={() => dialogs.setEditing(box)}
                  onStar={() => toggleStar(box)}
                  onBell={() => dialogs.openBell(box)}
                  onLater={() => dialogs.setLater(box)}
                />
              );
            })}
          </ul>
        )}
      </QueryState>

      <BoxDialog
        userId={user.id}
        box={dialogs.editing === 'new' || dialogs.editing === null ? undefined : dialogs.editing}
        open={dialogs.editing !== null}
        onClose={() => dialogs.setEditing(null)}
        initialName={dialogs.newName}
      />
      {tappable && boxes.data && <p className="text-sm text-slate-600 dark:text-slate-300">{t('boxes.laterHint')}</p>}

      <BoxLogDialogs userId={user.id} dialogs={dialogs} />
    </section>
  );
}
