import { Lock, Pencil, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';

/** One box: tapping it logs an event; edit and star buttons in its corner. A read-only box is shown, not tappable. */
export function BoxCard({
  box,
  todayCount,
  onTap,
  onEdit,
  onStar,
}: {
  box: Box;
  todayCount: number;
  onTap: () => void;
  onEdit: () => void;
  onStar: () => void;
}) {
  const { t } = useTranslation();
  const counter = box.trackingMode === 'counter';
  const label = box.readOnly
    ? t('boxes.readOnlyLabel', { name: box.name })
    : t(counter ? 'boxes.tapCounter' : 'boxes.tapDescriptive', { name: box.name });
  return (
    <li
      className={`relative flex min-h-36 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900 ${box.readOnly ? 'opacity-75' : ''}`}
      style={{ borderTopColor: box.color || '#1e3a8a', borderTopWidth: 6 }}
    >
      <button
        type="button"
        onClick={onTap}
        disabled={box.readOnly}
        aria-label={label}
        className="flex flex-1 flex-col items-start gap-1 p-4 pe-12 text-start transition enabled:active:scale-[0.98] disabled:cursor-not-allowed focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <span className="text-3xl" aria-hidden>
          {box.emoji || '📦'}
        </span>
        <span className="line-clamp-2 font-semibold text-slate-900 dark:text-white">{box.name}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {t(counter ? 'boxes.modeCounter' : 'boxes.modeDescriptive')}
        </span>
        <span className="mt-auto pt-2 text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="today-count">
          {t('boxes.today', { count: todayCount })}
        </span>
        {box.readOnly && (
          <span className="flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            <Lock className="size-3" aria-hidden />
            {t('keepBoxes.readOnlyBadge')}
          </span>
        )}
      </button>
      <div className={`absolute end-1 top-1 flex flex-col ${box.readOnly ? 'hidden' : ''}`}>
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
