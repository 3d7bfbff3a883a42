import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextField } from '../../components/ui/TextField';
import { BoxColorField } from './BoxColorField';
import { BoxEmojiField } from './BoxEmojiField';
import { BoxTrackingModeField } from './BoxTrackingModeField';
import { BoxUnitField } from './BoxUnitField';
import { useBoxForm } from './useBoxForm';
import { useBoxMutations } from './useBoxMutations';

/** Create a box, or edit one (with Delete) when `box` is given; what is typed is kept across a reload. */
export function BoxDialog({
  userId,
  box,
  open,
  onClose,
  initialName,
}: {
  userId: string;
  box?: Box;
  open: boolean;
  onClose: () => void;
  initialName?: string;
}) {
  const { t } = useTranslation();
  const mutations = useBoxMutations();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [picking, setPicking] = useState(false);
  const { form, saving, close, submit } = useBoxForm(userId, box, open, onClose, initialName);
  const nameError = form.formState.errors.name?.message;

  function remove() {
    if (!box) return;
    mutations.remove.mutate(box.id, {
      onSuccess: ({ message }) => {
        setConfirmingDelete(false);
        close();
        showSuccessToast(message);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t(box ? 'boxes.editTitle' : 'boxes.createTitle')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('boxes.name')}
          placeholder={t('boxes.namePlaceholder')}
          maxLength={60}
          error={nameError && t(nameError === 'validation.nameRequired' ? 'boxes.nameRequired' : nameError)}
          {...form.register('name')}
        />
        <BoxTrackingModeField registration={form.register('trackingMode')} />
        <BoxUnitField form={form} />
        <BoxEmojiField form={form} picking={picking} setPicking={setPicking} />
        <BoxColorField form={form} />
        <div className="mt-2 flex flex-wrap justify-between gap-2">
          {box ? (
            <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
              {t('boxes.delete')}
            </Button>
          ) : (
            <span />
          )}
          <FormActions
            onCancel={close}
            submitLabel={t(box ? 'common.save' : 'boxes.create')}
            submitting={saving}
            className="flex gap-2"
          />
        </div>
      </form>
      {box && (
        <ConfirmDialog
          open={confirmingDelete}
          title={t('boxes.deleteTitle', { name: box.name })}
          message={t('boxes.deleteText')}
          confirmLabel={t('boxes.delete')}
          busy={mutations.remove.isPending}
          onConfirm={remove}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
    </Dialog>
  );
}
