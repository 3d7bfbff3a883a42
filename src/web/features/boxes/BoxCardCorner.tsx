import { Bell, History, Pencil, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Box } from '../../../shared/schemas/boxes';

const cornerButton =
  'flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:bg-slate-800';

/** A box card's corner: star, bell and edit (not on a read-only box), and the box's events. */
export function BoxCardCorner({
  box,
  onStar,
  onBell,
  onEdit,
}: {
  box: Box;
  onStar: () => void;
  onBell: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
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
  );
}
