import { SendHorizontal } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX } from '../../../shared/schemas/ai';

/** The support chat's question box and its send button, disabled while the answer comes. */
export function SupportChatForm({
  inputRef,
  draft,
  onDraftChange,
  answering,
  onSubmit,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  draft: string;
  onDraftChange: (draft: string) => void;
  answering: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-slate-200 p-2 dark:border-slate-700">
      <input
        ref={inputRef}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        maxLength={QUESTION_MAX}
        placeholder={t('supportChat.placeholder')}
        aria-label={t('supportChat.placeholder')}
        className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        disabled={!draft.trim() || answering}
        aria-label={t('supportChat.send')}
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500 text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-brand-500/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <SendHorizontal className="size-5 rtl:rotate-180" aria-hidden />
      </button>
    </form>
  );
}
