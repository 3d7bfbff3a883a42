import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Box, createBoxRequestSchema, DEFAULT_BOX_COLOR, DEFAULT_BOX_EMOJI } from '../../../shared/schemas/boxes';
import { showSuccessToast } from '../../components/ui/success-toast';
import { useFormDraft } from '../../hooks/useFormDraft';
import { useBoxMutations } from './useBoxMutations';

type BoxForm = z.input<typeof createBoxRequestSchema>;
export type BoxFormApi = UseFormReturn<BoxForm, unknown, z.output<typeof createBoxRequestSchema>>;

/** The box dialog's form, its draft kept across a reload, and saving it as a new box or over `box`. */
export function useBoxForm(
  userId: string,
  box: Box | undefined,
  open: boolean,
  onClose: () => void,
  /** A new box's name, when something already named it (a quick log that matched no box). */
  initialName = '',
) {
  const { t } = useTranslation();
  const mutations = useBoxMutations();
  const saved: BoxForm = {
    name: box?.name ?? initialName,
    emoji: box?.emoji ?? DEFAULT_BOX_EMOJI,
    color: box?.color ?? DEFAULT_BOX_COLOR,
    trackingMode: box?.trackingMode ?? 'counter',
    unit: box?.unit ?? '',
  };
  const form: BoxFormApi = useForm<BoxForm, unknown, z.output<typeof createBoxRequestSchema>>({
    resolver: zodResolver(createBoxRequestSchema),
    values: saved,
  });
  const draft = useFormDraft(form, open ? `box:${userId}:${box?.id ?? 'new'}` : null, saved);
  const saving = mutations.create.isPending || mutations.update.isPending;
  /** Cancel or Save: the draft is done with. Closed by Back or Close it waits for the next opening. */
  const close = () => {
    draft.clear();
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    const done = (key: string) => () => {
      showSuccessToast(t(key));
      close();
    };
    if (box) mutations.update.mutate({ id: box.id, body: values }, { onSuccess: done('boxes.updated') });
    else mutations.create.mutate(values, { onSuccess: done('boxes.created') });
  });

  return { form, saving, close, submit };
}
