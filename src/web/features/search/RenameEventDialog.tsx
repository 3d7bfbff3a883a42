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
import { useFormDraft } from '../../hooks/useFormDraft';

/** A new description for an event; blank is refused. What is typed is kept across a reload. */
export function RenameEventDialog({ event, onClose }: { event: TrackedEventWithBox; onClose: () => void }) {
  const { t } = useTranslation();
  const { rename } = useEventMutations();
  const saved = { description: event.description };
  const form = useForm<z.input<typeof renameEventRequestSchema>>({
    resolver: zodResolver(renameEventRequestSchema),
    defaultValues: saved,
  });
  const draft = useFormDraft(form, `rename:${event.id}`, saved);
  const { errors } = form.formState;
  /** Cancel or Save: the draft is done with. Closed by Back or Close it waits for the next opening. */
  const done = () => {
    draft.clear();
    onClose();
  };

  const submit = form.handleSubmit(({ description }) => {
    rename.mutate(
      { id: event.id, description },
      {
        onSuccess: () => {
          showSuccessToast(t('search.renamed'));
          done();
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
        <FormActions onCancel={done} submitLabel={t('common.save')} submitting={rename.isPending} />
      </form>
    </Dialog>
  );
}
