import { SmilePlus } from 'lucide-react';
import { type Dispatch, type SetStateAction, Suspense } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/TextField';
import { nextEmoji } from '../../lib/emoji-input';
import { lazyScreen } from '../../lib/lazy-screen';
import type { BoxFormApi } from './useBoxForm';

// The full emoji picker and its data load when first opened.
const EmojiPickerPanel = lazyScreen(() => import('./EmojiPickerPanel'), 'EmojiPickerPanel');

const SUGGESTED_EMOJI = ['🎬', '🏃', '📚', '💧', '☕', '😊', '💼', '🎵'];

/** A box's emoji: typed, one of the suggested ones, or chosen in the full picker. */
export function BoxEmojiField({
  form,
  picking,
  setPicking,
}: {
  form: BoxFormApi;
  picking: boolean;
  setPicking: Dispatch<SetStateAction<boolean>>;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
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
            <Suspense fallback={<p className="text-sm text-slate-600 dark:text-slate-400">{t('common.loading')}</p>}>
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
  );
}
