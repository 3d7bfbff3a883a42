import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Box } from '../../../shared/schemas/boxes';
import { createEventRequestSchema, renameEventRequestSchema } from '../../../shared/schemas/events';
import { showErrorToast } from '../../api/error-toast';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useFormDraft } from '../../hooks/useFormDraft';
import { combineDayAndTime, toOffsetDateTime } from '../../lib/date-range';
import { useCreateEvent } from './useCreateEvent';

const eventFormSchema = z.object({
  description: renameEventRequestSchema.shape.description,
  notes: createEventRequestSchema.shape.notes,
  rating: createEventRequestSchema.shape.rating,
  /** Asked only in a box with a unit (km, pagine); left empty it is 1. */
  quantity: z
    .string()
    .trim()
    .refine((value) => value === '' || createEventRequestSchema.shape.quantity.safeParse(Number(value)).success, {
      error: 'validation.quantityInvalid',
    }),
  day: z.string(),
  time: z.string(),
});
type EventForm = z.input<typeof eventFormSchema>;
export type EventFormApi = UseFormReturn<EventForm, unknown, z.output<typeof eventFormSchema>>;
const BLANK: EventForm = { description: '', notes: '', rating: null, quantity: '', day: '', time: '' };

/** The new event's form, its draft kept per box across a reload, and saving it to the device and the server. */
export function useEventForm(userId: string, box: Box | null, onClose: () => void) {
  const { t } = useTranslation();
  const createEvent = useCreateEvent(userId);
  const form: EventFormApi = useForm<EventForm, unknown, z.output<typeof eventFormSchema>>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: BLANK,
  });
  const draft = useFormDraft(form, box ? `event:${userId}:${box.id}` : null, BLANK);

  /** Cancel or Save: the draft is done with. Closed by Back or Close it waits for the next opening. */
  function close() {
    draft.clear();
    onClose();
  }

  const submit = form.handleSubmit(async ({ description, notes, rating, quantity, day, time }) => {
    if (!box) return;
    const now = new Date();
    const date = day ? combineDayAndTime(day, time, now) : null;
    try {
      const outcome = await createEvent(box, {
        description,
        notes: notes || null,
        rating: rating ?? null,
        ...(quantity ? { quantity: Number(quantity) } : {}),
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

  return { form, close, submit };
}
