import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATARS } from '../../../shared/avatars';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useAccountMutations } from './useAccount';

/** Twenty emoji, six a row, a preview; Save once one is chosen. */
export function AvatarDialog({
  current,
  open,
  onClose,
}: {
  current: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { avatar } = useAccountMutations();
  const [selected, setSelected] = useState<string | null>(current);

  function save() {
    if (!selected) return;
    avatar.mutate(selected, {
      onSuccess: ({ message }) => {
        showSuccessToast(message);
        onClose();
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('settings.avatarTitle')}>
      <div className="flex flex-col items-center gap-4">
        <div
          className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-5xl dark:bg-slate-800"
          role="img"
          aria-label={t('settings.avatarPreview')}
        >
          {selected ?? '🙂'}
        </div>
        <fieldset className="grid grid-cols-6 gap-2">
          <legend className="sr-only">{t('settings.avatarTitle')}</legend>
          {AVATARS.map((emoji) => (
            <label key={emoji} className="cursor-pointer">
              <input
                type="radio"
                name="avatar"
                value={emoji}
                checked={selected === emoji}
                onChange={() => setSelected(emoji)}
                className="peer sr-only"
              />
              <span className="flex size-11 items-center justify-center rounded-xl text-2xl peer-checked:bg-brand-100 peer-checked:ring-2 peer-checked:ring-brand-500 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500 hover:bg-slate-100 dark:hover:bg-slate-800 dark:peer-checked:bg-slate-700">
                {emoji}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex w-full justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!selected || avatar.isPending} onClick={save}>
            {avatar.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
