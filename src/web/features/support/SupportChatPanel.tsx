import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportChatForm } from './SupportChatForm';
import { SupportChatHeader } from './SupportChatHeader';
import { SupportChatMessage } from './SupportChatMessage';
import { SupportChatTyping } from './SupportChatTyping';
import { useSupportMessages } from './useSupportMessages';

/** The chat panel: the greeting, the conversation, a typing indicator while the answer comes, and the input. */
export function SupportChatPanel({
  id,
  open,
  onClose,
  onHide,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { messages, answering, askQuestion } = useSupportMessages();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the typing indicator scrolls the log
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, answering]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || answering) return;
    setDraft('');
    // The send button is disabled while the answer comes: the focus stays in the input, ready for the next one.
    input.current?.focus();
    askQuestion(question);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed end-4 bottom-22 z-30 flex h-[min(24rem,calc(100dvh-7rem))] w-[min(20rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <SupportChatHeader titleId={titleId} onClose={onClose} />
      <div
        ref={log}
        role="log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so the keyboard must reach it to read
        tabIndex={0}
        aria-live="polite"
        aria-label={t('supportChat.conversation')}
        className="flex flex-1 flex-col gap-2 overflow-y-auto p-3 text-sm"
      >
        {messages.map((message) => (
          <SupportChatMessage key={message.id} message={message} onClose={onClose} />
        ))}
        {answering && <SupportChatTyping />}
      </div>
      <SupportChatForm inputRef={input} draft={draft} onDraftChange={setDraft} answering={answering} onSubmit={send} />
      <button
        type="button"
        onClick={onHide}
        className="min-h-11 text-center text-xs text-slate-600 underline hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
      >
        {t('supportChat.hide')}
      </button>
    </section>
  );
}
