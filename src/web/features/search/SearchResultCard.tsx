import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TrackedEventWithBox } from '../../../shared/schemas/events';
import { formatDateTime } from '../../lib/format';

/** Date, description, box badge, rename and delete. */
export function SearchResultCard({
  event,
  onRename,
  onDelete,
}: {
  event: TrackedEventWithBox;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const reminder = new Date(event.eventDate) > new Date();
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={event.eventDate}>{formatDateTime(event.eventDate, i18n.language)}</time>
          {reminder && <span className="ms-2 rounded bg-amber-100 px-1.5 text-amber-900">{t('search.reminder')}</span>}
        </p>
        <p className="mt-0.5 font-medium break-words">{event.description}</p>
        {event.notes && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{event.notes}</p>}
        <span
          className="mt-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium text-white"
          style={{ backgroundColor: event.box.color || '#1e3a8a' }}
        >
          <span aria-hidden>{event.box.emoji}</span>
          {event.box.name}
        </span>
      </div>
      <div className="flex shrink-0">
        <button
          type="button"
          onClick={onRename}
          aria-label={t('search.rename', { description: event.description })}
          className="flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Pencil className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('search.delete', { description: event.description })}
          className="flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 dark:hover:bg-slate-800"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
