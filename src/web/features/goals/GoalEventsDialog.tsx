import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../shared/schemas/goals';
import { DayRangeFields } from '../../components/DayRangeFields';
import { Dialog } from '../../components/ui/Dialog';
import { QueryState } from '../../components/ui/QueryState';
import { type DayRange, localDayOf, rangeError } from '../../lib/date-range';
import { eventQuantity, formatDateTime } from '../../lib/format';
import { useGoalEvents } from './useGoals';

/** The events that count for a goal, between two days. */
export function GoalEventsDialog({ goal, onClose }: { goal: Goal; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<DayRange>({
    startDate: localDayOf(goal.startDate),
    endDate: goal.endDate ? localDayOf(goal.endDate) : '',
  });
  const error = rangeError(range);
  const events = useGoalEvents(goal.id, range.startDate, range.endDate, !error);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('goals.eventsTitle', { name: goal.name })} wide>
      <DayRangeFields
        range={range}
        error={error}
        onEdit={(field, value) => setRange((current) => ({ ...current, [field]: value }))}
      />
      {!error && (
        <div className="mt-4">
          <QueryState
            query={events}
            failedTitle={t('goals.eventsLoadFailed')}
            isEmpty={(list) => list.length === 0}
            empty={<p className="py-6 text-center text-slate-600 dark:text-slate-300">{t('goals.noEvents')}</p>}
          >
            {(list) => (
              <>
                <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
                  {t('goals.eventCount', { count: list.length })}
                </p>
                <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                  {list.map((event) => (
                    <li key={event.id} className="flex items-start gap-3 py-2">
                      <span className="text-xl" aria-hidden>
                        {event.box.emoji}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium">{event.description}</p>
                        <p className="text-xs text-slate-600 dark:text-slate-400">
                          {[
                            event.box.name,
                            eventQuantity(event, i18n.language),
                            formatDateTime(event.eventDate, i18n.language),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </QueryState>
        </div>
      )}
    </Dialog>
  );
}
