import { Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedEventWithBox } from '../../../shared/schemas/events';
import { useClampedText } from '../../hooks/useClampedText';
import { eventQuantity, formatDateTime } from '../../lib/format';

/** Date, description, notes, box badge, rename and delete; long text is cut to a few lines, with 'more'. */
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
  const textId = useId();
  const text = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const cut = useClampedText(text, !expanded);
  const reminder = new Date(event.eventDate) > new Date();
  const quantity = eventQuantity(event, i18n.language);
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={event.eventDate}>{formatDateTime(event.eventDate, i18n.language)}</time>
          {quantity && <span className="ms-2 font-semibold text-slate-800 dark:text-slate-200">{quantity}</span>}
          {reminder && <span className="ms-2 rounded bg-amber-100 px-1.5 text-amber-900">{t('search.reminder')}</span>}
        </p>
        <div id={textId} ref={text}>
          <p data-clamped className={`mt-0.5 font-medium break-words ${expanded ? '' : 'line-clamp-3'}`}>
            {event.description}
          </p>
          {event.notes && (
            <p
              data-clamped
              className={`mt-0.5 text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-300 ${expanded ? '' : 'line-clamp-3'}`}
            >
              {event.notes}
            </p>
          )}
        </div>
        {(cut || expanded) && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded(!expanded)}
            className="-ms-2 min-h-11 rounded-lg px-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            {t(expanded ? 'common.showLess' : 'common.showMore')}
          </button>
        )}
        <span
          className="mt-2 flex w-fit max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium text-white"
          style={{ backgroundColor: event.box.color || '#1e3a8a' }}
        >
          <span aria-hidden>{event.box.emoji}</span>
          <span className="truncate">{event.box.name}</span>
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
