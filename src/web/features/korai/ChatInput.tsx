import { SendHorizontal } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX } from '../../../shared/schemas/ai';

/** The question box: Enter sends, Shift+Enter starts a new line; blank questions are not sent. */
export function ChatInput({
  value,
  onChange,
  onSend,
  disabled,
  busy,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  disabled: boolean;
  busy: boolean;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const canSend = !disabled && !busy && value.trim().length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <form
      className="flex items-end gap-2 rounded-2xl border border-slate-300 bg-white p-2 shadow-sm focus-within:border-brand-500 dark:border-slate-600 dark:bg-slate-900"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor="korai-question" className="sr-only">
        {t('korai.inputLabel')}
      </label>
      <textarea
        id="korai-question"
        rows={Math.min(5, Math.max(1, value.split('\n').length))}
        value={value}
        maxLength={QUESTION_MAX}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="send"
        className="max-h-40 min-h-11 flex-1 resize-none bg-transparent px-2 py-2.5 text-slate-900 outline-none placeholder:text-slate-500 disabled:cursor-not-allowed dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label={t('korai.send')}
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500 text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-brand-500/50"
      >
        <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden />
      </button>
    </form>
  );
}
