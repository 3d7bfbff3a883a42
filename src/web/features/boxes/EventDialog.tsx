import { useTranslation } from 'react-i18next';
import type { Box } from '../../../shared/schemas/boxes';
import { DESCRIPTION_MAX, NOTES_MAX } from '../../../shared/schemas/events';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { TextArea } from '../../components/ui/TextArea';
import { TextField } from '../../components/ui/TextField';
import { EventRatingField } from './EventRatingField';
import { useEventForm } from './useEventForm';

/**
 * A descriptive box's new event: description required; notes, rating, date and time optional. Saved offline (or
 * with the server slow to answer), it closes and the event waits on the device; refused, the dialog stays open.
 * What is typed is kept per box across a reload until saved or cancelled.
 */
export function EventDialog({ userId, box, onClose }: { userId: string; box: Box | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, close, submit } = useEventForm(userId, box, onClose);
  const { errors, isSubmitting } = form.formState;
  const [description, notes] = form.watch(['description', 'notes']);

  return (
    <Dialog
      open={box !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('boxes.newEventTitle', { name: box?.name ?? '' })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextArea
          label={t('boxes.description')}
          placeholder={t('boxes.descriptionPlaceholder')}
          rows={2}
          limit={{ max: DESCRIPTION_MAX, length: description.length, tooLong: t('validation.descriptionTooLong') }}
          error={errors.description?.message && t(errors.description.message)}
          {...form.register('description')}
        />
        <TextArea
          label={t('boxes.notes')}
          rows={3}
          placeholder={t('boxes.notesPlaceholder')}
          limit={{ max: NOTES_MAX, length: (notes ?? '').length, tooLong: t('validation.notesTooLong') }}
          error={errors.notes?.message && t(errors.notes.message)}
          {...form.register('notes')}
        />
        {box?.unit && (
          <TextField
            label={t('boxes.quantityIn', { unit: box.unit })}
            type="number"
            inputMode="numeric"
            min={1}
            max={10_000}
            step={1}
            placeholder="1"
            error={errors.quantity?.message && t(errors.quantity.message)}
            {...form.register('quantity')}
          />
        )}
        <EventRatingField form={form} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t('boxes.date')} type="date" {...form.register('day')} />
          <TextField label={t('boxes.time')} type="time" {...form.register('time')} />
        </div>
        <p className="-mt-2 text-xs text-slate-600 dark:text-slate-400">{t('boxes.dateHint')}</p>
        <FormActions onCancel={close} submitLabel={t('common.save')} submitting={isSubmitting} />
      </form>
    </Dialog>
  );
}
