import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import { useLongPress } from '../../hooks/useLongPress';
import { BoxCardCorner } from './BoxCardCorner';
import { BoxCardToday } from './BoxCardToday';
import type { BoxGoal } from './box-goal';

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
  goal,
}: {
  box: Box;
  todayCount: number;
  /** The target of a goal this box counts for, with its progress. */
  goal?: BoxGoal;
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
        <BoxCardToday box={box} todayCount={todayCount} pendingCount={pendingCount} goal={goal} />
        {later && (
          <span id={`box-${box.id}-later`} className="sr-only">
            {t('boxes.laterHold')}
          </span>
        )}
      </button>
      <BoxCardCorner box={box} onStar={onStar} onBell={onBell} onEdit={onEdit} />
    </li>
  );
}
