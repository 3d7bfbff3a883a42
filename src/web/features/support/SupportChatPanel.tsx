import { Bot, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LanguageCode } from '../../../shared/languages';
import { QUESTION_MAX } from '../../../shared/schemas/ai';
import { ApiError } from '../../api/client';
import { useAskSupport } from './useAskSupport';

type NewMessage =
  /** A reply says the language it is written in, which is the question's rather than the interface's. */
  | { type: 'user' | 'ai'; content: string; language?: LanguageCode }
  /** The greeting and the failure reply are catalogue texts, so they follow a change of language. */
  | { type: 'ai'; key: 'supportChat.greeting' | 'supportChat.failed' };
type Message = NewMessage & { id: number };

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
  const [messages, setMessages] = useState<Message[]>([{ id: 0, type: 'ai', key: 'supportChat.greeting' }]);
  const [draft, setDraft] = useState('');
  const ask = useAskSupport();
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const nextId = useRef(1);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the typing indicator scrolls the log
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, ask.isPending]);

  const add = (message: NewMessage) => setMessages((current) => [...current, { ...message, id: nextId.current++ }]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || ask.isPending) return;
    add({ type: 'user', content: question });
    setDraft('');
    // The send button is disabled while the answer comes: the focus stays in the input, ready for the next one.
    input.current?.focus();
    ask.mutate(question, {
      onSuccess: ({ response, language }) => add({ type: 'ai', content: response, language }),
      // A refusal the server explains (too many questions) is shown as it says; anything else gets the spec's reply.
      onError: (error) =>
        add(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? { type: 'ai', content: error.message }
            : { type: 'ai', key: 'supportChat.failed' },
        ),
    });
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
      <header className="flex items-center gap-3 bg-brand-500 px-4 py-2 text-white">
        <Bot className="size-6 shrink-0" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            {t('supportChat.title')}
          </h2>
          <p className="flex items-center gap-1.5 text-xs text-white">
            <span className="size-2 rounded-full bg-emerald-300" aria-hidden />
            {t('supportChat.status')}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('supportChat.close')}
          className="-me-2 flex size-11 items-center justify-center rounded-lg hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden />
        </button>
      </header>
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
          <div
            key={message.id}
            className={
              message.type === 'user'
                ? 'max-w-[85%] self-end rounded-2xl rounded-ee-sm bg-brand-500 px-3 py-2 text-white'
                : 'max-w-[85%] self-start rounded-2xl rounded-es-sm bg-slate-100 px-3 py-2 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
            }
          >
            <span className="sr-only">{message.type === 'user' ? t('supportChat.you') : t('supportChat.title')}: </span>
            {'key' in message ? (
              <span className="whitespace-pre-line">{t(message.key)}</span>
            ) : (
              // A question or a reply may be in another script than the interface: its own letters set its direction.
              <span className="whitespace-pre-line" lang={message.language} dir="auto">
                {message.content}
              </span>
            )}
            {'key' in message && message.key === 'supportChat.failed' && (
              <Link href="/contact" onClick={onClose} className="mt-1 block font-medium underline">
                {t('supportChat.contact')}
              </Link>
            )}
          </div>
        ))}
        {ask.isPending && (
          <div
            className="flex items-center gap-1 self-start rounded-2xl bg-slate-100 px-3 py-3 dark:bg-slate-800"
            role="status"
          >
            <span className="sr-only">{t('supportChat.typing')}</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-2 animate-bounce rounded-full bg-slate-500 dark:bg-slate-300"
                style={{ animationDelay: `${delay}ms` }}
                aria-hidden
              />
            ))}
          </div>
        )}
      </div>
      <form onSubmit={send} className="flex items-center gap-2 border-t border-slate-200 p-2 dark:border-slate-700">
        <input
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={QUESTION_MAX}
          placeholder={t('supportChat.placeholder')}
          aria-label={t('supportChat.placeholder')}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={!draft.trim() || ask.isPending}
          aria-label={t('supportChat.send')}
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500 text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-brand-500/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <SendHorizontal className="size-5 rtl:rotate-180" aria-hidden />
        </button>
      </form>
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
