import { CloudUpload, Pencil, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';

/** One box: tapping it logs an event; edit and star buttons in its corner; events still on the device shown apart. */
export function BoxCard({
  box,
  todayCount,
  pendingCount,
  onTap,
  onEdit,
  onStar,
}: {
  box: Box;
  todayCount: number;
  /** Events of this box kept on the device, not yet received by the server. */
  pendingCount: number;
  onTap: () => void;
  onEdit: () => void;
  onStar: () => void;
}) {
  const { t } = useTranslation();
  const counter = box.trackingMode === 'counter';
  return (
    <li
      className="relative flex min-h-36 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
      style={{ borderTopColor: box.color || '#1e3a8a', borderTopWidth: 6 }}
    >
      <button
        type="button"
        onClick={onTap}
        aria-label={t(counter ? 'boxes.tapCounter' : 'boxes.tapDescriptive', { name: box.name })}
        aria-describedby={`box-${box.id}-today`}
        className="flex flex-1 flex-col items-start gap-1 p-4 pe-12 text-start transition active:scale-[0.98] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <span className="text-3xl" aria-hidden>
          {box.emoji || '📦'}
        </span>
        <span className="line-clamp-2 font-semibold text-slate-900 dark:text-white">{box.name}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {t(counter ? 'boxes.modeCounter' : 'boxes.modeDescriptive')}
        </span>
        <span id={`box-${box.id}-today`} className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-2">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="today-count">
            {t('boxes.today', { count: todayCount })}
          </span>
          {pendingCount > 0 && (
            <span
              className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100"
              data-testid="pending-count"
            >
              <CloudUpload className="size-3.5" aria-hidden />
              {t('outbox.pending', { count: pendingCount })}
            </span>
          )}
        </span>
      </button>
      <div className="absolute end-1 top-1 flex flex-col">
        <button
          type="button"
          onClick={onStar}
          aria-label={t(box.starred ? 'boxes.unstar' : 'boxes.star', { name: box.name })}
          aria-pressed={box.starred}
          className="flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <Star className={`size-5 ${box.starred ? 'fill-amber-400 text-amber-500' : ''}`} aria-hidden />
        </button>
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('boxes.edit', { name: box.name })}
          className="flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <Pencil className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
