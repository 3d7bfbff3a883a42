import { Bell, CloudUpload, History, Lock, Pencil, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Box } from '../../../shared/schemas/boxes';
import { useLongPress } from '../../hooks/useLongPress';

const cornerButton =
  'flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-slate-800';

/**
 * One box: tapping it logs an event; star, edit and its events in its corner; events still on the device shown
 * apart. Every card has the same height, whatever its name or count, so a row never jumps. A read-only box (beyond
 * the plan's limit) is shown but cannot be tapped or changed, and says so.
 */
export function BoxCard({
  box,
  todayCount,
  pendingCount,
  onTap,
  onEdit,
  onStar,
  onBell,
  onLater,
}: {
  box: Box;
  todayCount: number;
  /** Events of this box kept on the device, not yet received by the server. */
  pendingCount: number;
  onTap: () => void;
  onEdit: () => void;
  onStar: () => void;
  /** The smart-notification bell (a Pro teaser on Free). */
  onBell: () => void;
  /** A counter's +1 for another moment: a long press, a right click or the menu key. */
  onLater?: () => void;
}) {
  const { t } = useTranslation();
  const counter = box.trackingMode === 'counter';
  const label = box.readOnly
    ? t('boxes.readOnlyLabel', { name: box.name })
    : t(counter ? 'boxes.tapCounter' : 'boxes.tapDescriptive', { name: box.name });
  const later = counter && !box.readOnly ? onLater : undefined;
  const press = useLongPress(later);
  return (
    <li
      className={`relative flex h-48 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900 ${box.readOnly ? 'opacity-75' : ''}`}
      style={{ borderTopColor: box.color || '#1e3a8a', borderTopWidth: 6 }}
    >
      <button
        type="button"
        onClick={() => {
          if (!press.endsHold()) onTap();
        }}
        {...press.handlers}
        disabled={box.readOnly}
        aria-label={label}
        aria-describedby={later ? `box-${box.id}-today box-${box.id}-later` : `box-${box.id}-today`}
        className="flex min-h-0 touch-manipulation select-none [-webkit-touch-callout:none] flex-1 flex-col items-start p-4 text-start transition enabled:active:scale-[0.98] disabled:cursor-not-allowed focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        {/* Beside the corner buttons: the text keeps clear of them. */}
        <span className="flex w-full flex-col items-start gap-1 pe-10">
          <span className="text-3xl leading-9" aria-hidden>
            {box.emoji || '📦'}
          </span>
          <span className="line-clamp-2 font-semibold break-words text-slate-900 dark:text-white">{box.name}</span>
          <span className="truncate text-xs text-slate-600 dark:text-slate-400">
            {t(counter ? 'boxes.modeCounter' : 'boxes.modeDescriptive')}
          </span>
        </span>
        <span id={`box-${box.id}-today`} className="mt-auto flex w-full min-w-0 items-center gap-2">
          <span
            className="min-w-0 truncate text-sm font-medium text-slate-700 dark:text-slate-200"
            data-testid="today-count"
          >
            {t('boxes.today', { count: todayCount })}
          </span>
          {box.readOnly && (
            <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
              <Lock className="size-3" aria-hidden />
              {t('keepBoxes.readOnlyBadge')}
            </span>
          )}
          {pendingCount > 0 && (
            <span
              className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100"
              data-testid="pending-count"
            >
              <CloudUpload className="size-3.5" aria-hidden />
              {t('outbox.pending', { count: pendingCount })}
            </span>
          )}
        </span>
        {later && (
          <span id={`box-${box.id}-later`} className="sr-only">
            {t('boxes.laterHold')}
          </span>
        )}
      </button>
      <div className="absolute end-1 top-1 flex flex-col">
        {!box.readOnly && (
          <>
            <button
              type="button"
              onClick={onStar}
              aria-label={t(box.starred ? 'boxes.unstar' : 'boxes.star', { name: box.name })}
              aria-pressed={box.starred}
              className={cornerButton}
            >
              <Star className={`size-5 ${box.starred ? 'fill-amber-400 text-amber-500' : ''}`} aria-hidden />
            </button>
            <button
              type="button"
              onClick={onBell}
              aria-label={t('notifications.box.bell', { name: box.name })}
              className={cornerButton}
            >
              <Bell className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              onClick={onEdit}
              aria-label={t('boxes.edit', { name: box.name })}
              className={cornerButton}
            >
              <Pencil className="size-4" aria-hidden />
            </button>
          </>
        )}
        <Link
          href={`/search?box=${box.id}`}
          aria-label={t('boxes.seeEvents', { name: box.name })}
          className={cornerButton}
        >
          <History className="size-4" aria-hidden />
        </Link>
      </div>
    </li>
  );
}
