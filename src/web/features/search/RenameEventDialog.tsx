import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DESCRIPTION_MAX, renameEventRequestSchema, type TrackedEventWithBox } from '../../../shared/schemas/events';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextArea } from '../../components/ui/TextArea';
import { useEventMutations } from '../../hooks/useEventMutations';

/** A new description for an event; blank is refused. */
export function RenameEventDialog({ event, onClose }: { event: TrackedEventWithBox; onClose: () => void }) {
  const { t } = useTranslation();
  const { rename } = useEventMutations();
  const form = useForm<z.input<typeof renameEventRequestSchema>>({
    resolver: zodResolver(renameEventRequestSchema),
    defaultValues: { description: event.description },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ description }) => {
    rename.mutate(
      { id: event.id, description },
      {
        onSuccess: () => {
          showSuccessToast(t('search.renamed'));
          onClose();
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('search.renameTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextArea
          label={t('boxes.description')}
          rows={3}
          limit={{
            max: DESCRIPTION_MAX,
            length: form.watch('description').length,
            tooLong: t('validation.descriptionTooLong'),
          }}
          error={errors.description?.message && t(errors.description.message)}
          {...form.register('description')}
        />
        <FormActions onCancel={onClose} submitLabel={t('common.save')} submitting={rename.isPending} />
      </form>
    </Dialog>
  );
}
