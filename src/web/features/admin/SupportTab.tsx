import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Mail, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../../../shared/languages';
import { supportKnowledgeSchema } from '../../../shared/schemas/ai';
import { api } from '../../api/client';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { showSuccessToast } from '../../components/ui/success-toast';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useContactMessages, usePlatformActions } from './useAdmin';

/** Support: the knowledge base the support chatbot answers from, one text per language, and the contact messages. */
export function SupportTab() {
  return (
    <div className="flex flex-col gap-6">
      <KnowledgeBase />
      <ContactMessages />
    </div>
  );
}

function useKnowledge(language: LanguageCode) {
  return useQuery({
    queryKey: ['admin', 'knowledge', language],
    queryFn: () => api(`/api/support-knowledge?language=${language}`, supportKnowledgeSchema),
  });
}

function KnowledgeBase() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<LanguageCode>('it');
  const [draft, setDraft] = useState<string | null>(null);
  const [emptyError, setEmptyError] = useState(false);
  const knowledge = useKnowledge(language);
  const languageId = useId();
  const textId = useId();
  const save = useMutation({
    mutationFn: (content: string) =>
      api('/api/support-knowledge', supportKnowledgeSchema, { method: 'PUT', body: { language, content } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'knowledge', language] });
      setDraft(null);
      showSuccessToast(t('admin.knowledge.saved'));
    },
    meta: { errorKey: 'admin.knowledge.saveFailed' },
  });

  function submit() {
    if (draft === null) return;
    if (!draft.trim()) {
      setEmptyError(true);
      return;
    }
    save.mutate(draft);
  }

  const editing = draft !== null;
  return (
    <section
      aria-labelledby="admin-knowledge"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-knowledge" className="font-semibold">
          {t('admin.knowledge.title')}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('common.language')}
          </label>
          <select
            id={languageId}
            value={language}
            disabled={editing}
            onChange={(event) => setLanguage(event.target.value as LanguageCode)}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
          >
            {LANGUAGES.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.nativeName}
              </option>
            ))}
          </select>
        </div>
      </div>

      {knowledge.data === undefined && knowledge.isFetching && <Spinner />}
      {knowledge.error !== null && knowledge.data === undefined && !knowledge.isFetching && (
        <LoadFailed
          title={t('admin.knowledge.loadFailed')}
          error={new Error(t('admin.knowledge.loadFailedText'))}
          onRetry={() => void knowledge.refetch()}
        />
      )}
      {knowledge.data !== undefined &&
        (editing ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={textId} className="sr-only">
              {t('admin.knowledge.title')}
            </label>
            <textarea
              id={textId}
              value={draft}
              rows={14}
              aria-invalid={emptyError || undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setEmptyError(false);
              }}
              className="w-full rounded-xl border border-slate-300 bg-white p-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
            />
            {emptyError && (
              <p role="alert" className="text-sm text-red-600">
                {t('admin.knowledge.emptyContent')}
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t('admin.knowledge.characters', {
                  count: draft.length,
                  value: formatNumber(draft.length, i18n.language),
                })}
              </span>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setDraft(null)}>
                  {t('common.cancel')}
                </Button>
                <Button disabled={save.isPending} onClick={submit}>
                  {t('common.save')}
                </Button>
              </div>
            </div>
          </div>
        ) : knowledge.data.content.trim() === '' ? (
          <EmptyState icon={<BookOpen className="mx-auto size-8" />} title={t('admin.knowledge.empty')}>
            <Button onClick={() => setDraft('')}>{t('admin.knowledge.startWriting')}</Button>
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-2">
            {/* Read-only until Modifica: a text area scrolls long texts and the keyboard can reach it. */}
            <textarea
              readOnly
              value={knowledge.data.content}
              rows={14}
              aria-label={t('admin.knowledge.title')}
              className="w-full rounded-xl border border-slate-200 bg-slate-100 p-3 text-sm dark:border-slate-700 dark:bg-slate-800"
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {t('admin.knowledge.characters', {
                  count: knowledge.data.content.length,
                  value: formatNumber(knowledge.data.content.length, i18n.language),
                })}
                {knowledge.data.updatedAt &&
                  ` · ${t('admin.knowledge.updatedAt', { date: formatDateTime(knowledge.data.updatedAt, i18n.language) })}`}
              </span>
              <Button variant="secondary" onClick={() => setDraft(knowledge.data.content)}>
                <Pencil className="size-4" aria-hidden />
                {t('admin.knowledge.edit')}
              </Button>
            </div>
          </div>
        ))}
    </section>
  );
}

function ContactMessages() {
  const { t, i18n } = useTranslation();
  const messages = useContactMessages();
  const { markMessage } = usePlatformActions();
  return (
    <section aria-labelledby="admin-messages" className="flex flex-col gap-3">
      <h2 id="admin-messages" className="font-semibold">
        {t('admin.messages.title')}
        {messages.data && messages.data.unread > 0 && (
          <span className="ms-2 rounded-full bg-brand-500 px-2 py-0.5 text-xs text-white">
            {t('admin.messages.unread', { count: messages.data.unread })}
          </span>
        )}
      </h2>
      <QueryState
        query={messages}
        failedTitle={t('admin.messages.failed')}
        isEmpty={(data) => data.messages.length === 0}
        empty={<EmptyState icon={<Mail className="mx-auto size-8" />} title={t('admin.messages.empty')} />}
      >
        {(data) => (
          <ul className="flex flex-col gap-2">
            {data.messages.map((message) => (
              <li
                key={message.id}
                className={`flex flex-col gap-1 rounded-2xl border p-3 ${message.readAt ? 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900' : 'border-brand-500 bg-brand-50 dark:bg-slate-800'}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold break-words">{message.title}</p>
                  <Button
                    variant="ghost"
                    disabled={markMessage.isPending}
                    onClick={() => markMessage.mutate({ id: message.id, read: !message.readAt })}
                  >
                    {message.readAt ? t('admin.messages.markUnread') : t('admin.messages.markRead')}
                  </Button>
                </div>
                <p className="text-sm whitespace-pre-wrap break-words">{message.description}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t('admin.messages.from', {
                    email: message.email,
                    date: formatDateTime(message.createdAt, i18n.language),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
