import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Box } from '../../../shared/schemas/boxes';
import {
  createEventRequestSchema,
  DESCRIPTION_MAX,
  NOTES_MAX,
  renameEventRequestSchema,
} from '../../../shared/schemas/events';
import { showErrorToast } from '../../api/error-toast';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextArea } from '../../components/ui/TextArea';
import { TextField } from '../../components/ui/TextField';
import { useFormDraft } from '../../hooks/useFormDraft';
import { combineDayAndTime, toOffsetDateTime } from '../../lib/date-range';
import { useCreateEvent } from './useCreateEvent';

const eventFormSchema = z.object({
  description: renameEventRequestSchema.shape.description,
  notes: createEventRequestSchema.shape.notes,
  rating: createEventRequestSchema.shape.rating,
  day: z.string(),
  time: z.string(),
});
type EventForm = z.input<typeof eventFormSchema>;
const BLANK: EventForm = { description: '', notes: '', rating: null, day: '', time: '' };

/**
 * A descriptive box's new event: description required; notes, rating, date and time optional. Saved offline (or
 * with the server slow to answer), it closes and the event waits on the device; refused, the dialog stays open.
 * What is typed is kept per box across a reload until saved or cancelled.
 */
export function EventDialog({ userId, box, onClose }: { userId: string; box: Box | null; onClose: () => void }) {
  const { t } = useTranslation();
  const createEvent = useCreateEvent(userId);
  const form = useForm<EventForm, unknown, z.output<typeof eventFormSchema>>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: BLANK,
  });
  const draft = useFormDraft(form, box ? `event:${userId}:${box.id}` : null, BLANK);
  const { errors, isSubmitting } = form.formState;
  const [description, notes] = form.watch(['description', 'notes']);

  /** Cancel or Save: the draft is done with. Closed by Back or Close it waits for the next opening. */
  function close() {
    draft.clear();
    onClose();
  }

  const submit = form.handleSubmit(async ({ description, notes, rating, day, time }) => {
    if (!box) return;
    const now = new Date();
    const date = day ? combineDayAndTime(day, time, now) : null;
    try {
      const outcome = await createEvent(box, {
        description,
        notes: notes || null,
        rating: rating ?? null,
        ...(date ? { eventDate: toOffsetDateTime(date) } : {}),
      });
      if (outcome === 'refused') return;
      if (outcome === 'sent')
        showSuccessToast(t(date && date > now ? 'boxes.reminderSaved' : 'boxes.eventSaved'), box.name);
      else showSuccessToast(t('outbox.savedOnDevice'), t('outbox.willBeSent'));
      close();
    } catch (error) {
      showErrorToast(error, 'boxes.eventFailed');
    }
  });

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
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('boxes.rating')}
              </legend>
              <div className="flex gap-1">
                {[1, 2, 3, 4, 5].map((value) => (
                  <button
                    key={value}
                    type="button"
                    aria-label={t('boxes.ratingValue', { count: value })}
                    aria-pressed={field.value === value}
                    onClick={() => field.onChange(field.value === value ? null : value)}
                    className="flex size-11 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <Star
                      aria-hidden
                      className={`size-6 ${(field.value ?? 0) >= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
                    />
                  </button>
                ))}
              </div>
            </fieldset>
          )}
        />
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
