import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Box } from '../../../shared/schemas/boxes';
import { TRASH_RETENTION_DAYS } from '../../../shared/schemas/trash';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useKeepBoxes } from './useKeepBoxes';

/**
 * Back on Free with more boxes than it allows: which ones to keep. The usable ones are chosen to start with; the
 * others go to the trash with their events, restorable once there is room.
 */
export function KeepBoxesDialog({
  open,
  boxes,
  maxBoxes,
  onClose,
}: {
  open: boolean;
  boxes: Box[];
  maxBoxes: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { kept, toggle, saving, confirm } = useKeepBoxes(boxes, onClose);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('keepBoxes.title')}
      description={t('keepBoxes.text', { count: maxBoxes, days: TRASH_RETENTION_DAYS })}
      wide
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">{t('keepBoxes.list')}</legend>
        {boxes.map((box) => {
          const checked = kept.has(box.id);
          return (
            <label
              key={box.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 dark:hover:bg-slate-800"
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && kept.size >= maxBoxes}
                onChange={(event) => toggle(box.id, event.target.checked)}
                className="size-5 accent-brand-500"
              />
              <span className="text-xl" aria-hidden>
                {box.emoji}
              </span>
              <span className="font-medium">{box.name}</span>
            </label>
          );
        })}
      </fieldset>
      <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        {t('keepBoxes.selected', { selected: kept.size, max: maxBoxes })}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
        <Link
          href="/subscribe"
          className="inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {t('keepBoxes.upgrade')}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {t('keepBoxes.later')}
        </Button>
        <Button disabled={saving || kept.size !== maxBoxes} onClick={() => void confirm()}>
          {t('keepBoxes.confirm', { count: maxBoxes })}
        </Button>
      </div>
    </Dialog>
  );
}
