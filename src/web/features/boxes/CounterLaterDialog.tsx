import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Box } from '../../../shared/schemas/boxes';
import { showErrorToast } from '../../api/error-toast';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextField } from '../../components/ui/TextField';
import { useFormDraft } from '../../hooks/useFormDraft';
import { combineDayAndTime, toLocalDay, toOffsetDateTime } from '../../lib/date-range';
import { formatDateTime } from '../../lib/format';
import { useCounterLater } from './useCounterTap';

/** At most this many +1 at once: enough for a forgotten day, not a typo's thousand. */
export const LATER_MAX_COUNT = 50;

const laterFormSchema = z
  .object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.dateInvalid' }),
    time: z.string().regex(/^\d{2}:\d{2}$/, { error: 'validation.timeInvalid' }),
    count: z.coerce
      .number({ error: 'validation.countInvalid' })
      .int({ error: 'validation.countInvalid' })
      .min(1, { error: 'validation.countInvalid' })
      .max(LATER_MAX_COUNT, { error: 'validation.countInvalid' }),
  })
  .refine(({ day, time }) => combineDayAndTime(day, time, new Date()) <= new Date(), {
    error: 'validation.momentInFuture',
    path: ['time'],
  });
type LaterForm = z.input<typeof laterFormSchema>;

function blankAt(now: Date): LaterForm {
  const time = [now.getHours(), now.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
  return { day: toLocalDay(now), time, count: 1 };
}

/**
 * A counter box's +1 for another moment (the coffee forgotten yesterday), or several at once: each one kept on
 * this device and sent by the outbox like a tap, and counted on the day it happened.
 */
export function CounterLaterDialog({ userId, box, onClose }: { userId: string; box: Box | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const logLater = useCounterLater(userId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh "now" each time the dialog opens
  const blank = useMemo(() => blankAt(new Date()), [box]);
  const form = useForm<LaterForm, unknown, z.output<typeof laterFormSchema>>({
    resolver: zodResolver(laterFormSchema),
    defaultValues: blank,
  });
  const draft = useFormDraft(form, box ? `later:${userId}:${box.id}` : null, blank);
  const { errors, isSubmitting } = form.formState;

  function close() {
    draft.clear();
    onClose();
  }

  const submit = form.handleSubmit(async ({ day, time, count }) => {
    if (!box) return;
    const at = combineDayAndTime(day, time, new Date());
    try {
      await logLater(box, toOffsetDateTime(at), count);
      showSuccessToast(
        t('boxes.laterSaved', { amount: count }),
        `${box.name} · ${formatDateTime(at.toISOString(), i18n.language)}`,
      );
      close();
    } catch (error) {
      showErrorToast(error, 'boxes.counterFailed');
    }
  });

  return (
    <Dialog
      open={box !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('boxes.laterTitle', { name: box?.name ?? '' })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('boxes.date')}
            type="date"
            required
            max={blank.day}
            error={errors.day?.message && t(errors.day.message)}
            {...form.register('day')}
          />
          <TextField
            label={t('boxes.time')}
            type="time"
            required
            error={errors.time?.message && t(errors.time.message)}
            {...form.register('time')}
          />
        </div>
        <TextField
          label={t('boxes.laterCount')}
          type="number"
          inputMode="numeric"
          min={1}
          max={LATER_MAX_COUNT}
          required
          error={errors.count?.message && t(errors.count.message, { max: LATER_MAX_COUNT })}
          {...form.register('count')}
        />
        <FormActions onCancel={close} submitLabel={t('boxes.laterSave')} submitting={isSubmitting} />
      </form>
    </Dialog>
  );
}
