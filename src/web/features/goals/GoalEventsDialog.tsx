import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../shared/schemas/goals';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { TextField } from '../../components/ui/TextField';
import { localDayOf } from '../../lib/date-range';
import { formatDateTime } from '../../lib/format';
import { useGoalEvents } from './useGoals';

/** The events that count for a goal, between two days. */
export function GoalEventsDialog({ goal, onClose }: { goal: Goal; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState(localDayOf(goal.startDate));
  const [to, setTo] = useState(goal.endDate ? localDayOf(goal.endDate) : '');
  const events = useGoalEvents(goal.id, from, to);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('goals.eventsTitle', { name: goal.name })} wide>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('common.from')}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField label={t('common.to')} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <div className="mt-4">
        {events.isPending ? (
          <Spinner />
        ) : events.isError ? (
          <p role="alert" className="text-red-700">
            {events.error.message}
          </p>
        ) : events.data.length === 0 ? (
          <p className="py-6 text-center text-slate-600 dark:text-slate-300">{t('goals.noEvents')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
              {t('goals.eventCount', { count: events.data.length })}
            </p>
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {events.data.map((event) => (
                <li key={event.id} className="flex items-start gap-3 py-2">
                  <span className="text-xl" aria-hidden>
                    {event.box.emoji}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{event.description}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {event.box.name} · {formatDateTime(event.eventDate, i18n.language)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
