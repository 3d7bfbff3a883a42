import { zodResolver } from '@hookform/resolvers/zod';
import { SmilePlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Box, createBoxRequestSchema, DEFAULT_BOX_COLOR, DEFAULT_BOX_EMOJI } from '../../../shared/schemas/boxes';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { TextField } from '../../components/ui/TextField';
import { useFormDraft } from '../../hooks/useFormDraft';
import { nextEmoji } from '../../lib/emoji-input';
import { lazyScreen } from '../../lib/lazy-screen';
import { useBoxMutations } from './useBoxMutations';

// The full emoji picker and its data load when first opened.
const EmojiPickerPanel = lazyScreen(() => import('./EmojiPickerPanel'), 'EmojiPickerPanel');

type BoxForm = z.input<typeof createBoxRequestSchema>;
const COLORS = ['#317873', '#1e3a8a', '#7c3aed', '#db2777', '#dc2626', '#ea580c', '#ca8a04', '#16a34a'];
const SUGGESTED_EMOJI = ['🎬', '🏃', '📚', '💧', '☕', '😊', '💼', '🎵'];

/** Create a box, or edit one (with Delete) when `box` is given; what is typed is kept across a reload. */
export function BoxDialog({
  userId,
  box,
  open,
  onClose,
}: {
  userId: string;
  box?: Box;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutations = useBoxMutations();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [picking, setPicking] = useState(false);
  const saved: BoxForm = {
    name: box?.name ?? '',
    emoji: box?.emoji ?? DEFAULT_BOX_EMOJI,
    color: box?.color ?? DEFAULT_BOX_COLOR,
    trackingMode: box?.trackingMode ?? 'counter',
  };
  const form = useForm<BoxForm, unknown, z.output<typeof createBoxRequestSchema>>({
    resolver: zodResolver(createBoxRequestSchema),
    values: saved,
  });
  const draft = useFormDraft(form, open ? `box:${userId}:${box?.id ?? 'new'}` : null, saved);
  const { errors } = form.formState;
  const saving = mutations.create.isPending || mutations.update.isPending;
  /** Cancel or Save: the draft is done with. Closed by Back or Close it waits for the next opening. */
  const close = () => {
    draft.clear();
    onClose();
  };
  const nameError = errors.name?.message;

  const submit = form.handleSubmit((values) => {
    const done = (key: string) => () => {
      showSuccessToast(t(key));
      close();
    };
    if (box) mutations.update.mutate({ id: box.id, body: values }, { onSuccess: done('boxes.updated') });
    else mutations.create.mutate(values, { onSuccess: done('boxes.created') });
  });

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
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('boxes.trackingType')}
          </legend>
          {(['counter', 'descriptive'] as const).map((mode) => (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-slate-800"
            >
              <input type="radio" value={mode} className="mt-1 accent-brand-500" {...form.register('trackingMode')} />
              <span>
                <span className="block font-medium">
                  {t(mode === 'counter' ? 'boxes.modeCounter' : 'boxes.modeDescriptive')}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {t(mode === 'counter' ? 'boxes.modeCounterHint' : 'boxes.modeDescriptiveHint')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <Controller
          control={form.control}
          name="emoji"
          render={({ field }) => (
            <div className="flex flex-col gap-2">
              <TextField
                label={t('boxes.emoji')}
                value={field.value ?? ''}
                onChange={(event) => {
                  const { value, refused } = nextEmoji(field.value ?? '', event.target.value);
                  field.onChange(value);
                  if (refused) form.setError('emoji', { message: 'validation.emojiInvalid' });
                  else form.clearErrors('emoji');
                }}
                onBlur={field.onBlur}
                error={errors.emoji?.message && t(errors.emoji.message)}
                className="max-w-40"
              />
              <div className="flex flex-wrap gap-1">
                {SUGGESTED_EMOJI.map((emoji) => (
                  <button
                    key={emoji}
                    type="button"
                    onClick={() => field.onChange(emoji)}
                    aria-label={t('boxes.useEmoji', { emoji })}
                    aria-pressed={field.value === emoji}
                    className="flex size-11 items-center justify-center rounded-lg text-xl hover:bg-slate-100 aria-pressed:bg-brand-100 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-700"
                  >
                    {emoji}
                  </button>
                ))}
                <button
                  type="button"
                  aria-expanded={picking}
                  onClick={() => setPicking((open) => !open)}
                  className="flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  <SmilePlus className="size-5" aria-hidden />
                  {t('boxes.moreEmoji')}
                </button>
              </div>
              {picking && (
                <Suspense
                  fallback={<p className="text-sm text-slate-600 dark:text-slate-400">{t('common.loading')}</p>}
                >
                  <EmojiPickerPanel
                    onPick={(emoji) => {
                      field.onChange(emoji);
                      form.clearErrors('emoji');
                      setPicking(false);
                    }}
                  />
                </Suspense>
              )}
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('boxes.color')}
              </legend>
              <div className="flex flex-wrap items-center gap-2">
                {COLORS.map((color) => (
                  <button
                    key={color}
                    type="button"
                    onClick={() => field.onChange(color)}
                    aria-label={t('boxes.useColor', { color })}
                    aria-pressed={field.value === color}
                    className="size-9 rounded-full ring-offset-2 aria-pressed:ring-2 aria-pressed:ring-slate-900 dark:ring-offset-slate-900 dark:aria-pressed:ring-white"
                    style={{ backgroundColor: color }}
                  />
                ))}
                <label className="flex items-center gap-2 text-sm">
                  <span className="sr-only">{t('boxes.customColor')}</span>
                  <input
                    type="color"
                    value={field.value ?? DEFAULT_BOX_COLOR}
                    onChange={(event) => field.onChange(event.target.value)}
                    className="size-10 cursor-pointer rounded-lg border border-slate-300 bg-transparent p-0.5"
                  />
                </label>
              </div>
            </fieldset>
          )}
        />
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
