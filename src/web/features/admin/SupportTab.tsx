import { BookOpen, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../shared/languages';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { formatDateTime } from '../../lib/format';
import { KnowledgeEditor } from './KnowledgeEditor';
import { KnowledgeLanguageSelect } from './KnowledgeLanguageSelect';
import { KnowledgeText } from './KnowledgeText';
import { useContactMessages, usePlatformActions } from './useAdmin';
import { useKnowledge, useSaveKnowledge } from './useKnowledge';

/** Support: the knowledge base the support chatbot answers from, one text per language, and the contact messages. */
export function SupportTab() {
  return (
    <div className="flex flex-col gap-6">
      <KnowledgeBase />
      <ContactMessages />
    </div>
  );
}

function KnowledgeBase() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageCode>('it');
  const [draft, setDraft] = useState<string | null>(null);
  const [emptyError, setEmptyError] = useState(false);
  const knowledge = useKnowledge(language);
  const save = useSaveKnowledge(language, () => setDraft(null));

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
        <KnowledgeLanguageSelect language={language} onChange={setLanguage} disabled={editing} />
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
          <KnowledgeEditor
            draft={draft}
            onDraftChange={(next) => {
              setDraft(next);
              setEmptyError(false);
            }}
            emptyError={emptyError}
            saving={save.isPending}
            onCancel={() => setDraft(null)}
            onSave={submit}
          />
        ) : knowledge.data.content.trim() === '' ? (
          <EmptyState icon={<BookOpen className="mx-auto size-8" />} title={t('admin.knowledge.empty')}>
            <Button onClick={() => setDraft('')}>{t('admin.knowledge.startWriting')}</Button>
          </EmptyState>
        ) : (
          <KnowledgeText knowledge={knowledge.data} onEdit={() => setDraft(knowledge.data.content)} />
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
