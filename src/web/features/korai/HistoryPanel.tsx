import * as Menu from '@radix-ui/react-dropdown-menu';
import { MessageSquarePlus, MoreVertical, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../../shared/schemas/ai';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { menuContentClass, menuItemClass } from '../../components/ui/menu-classes';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { formatDateTime } from '../../lib/format';
import { RenameConversationDialog } from './RenameConversationDialog';
import { useConversationMutations, useConversations } from './useConversations';

function ConversationItem({
  conversation,
  active,
  onResume,
  onRename,
  onDelete,
}: {
  conversation: Conversation;
  active: boolean;
  onResume: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const title = conversation.title || t('korai.untitled');
  const updated = Number.isNaN(Date.parse(conversation.updatedAt))
    ? t('korai.unknownDate')
    : formatDateTime(conversation.updatedAt, i18n.language);
  return (
    <li
      aria-current={active ? 'true' : undefined}
      className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-2 aria-[current=true]:border-brand-500 aria-[current=true]:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:aria-[current=true]:bg-slate-800"
    >
      <button
        type="button"
        onClick={onResume}
        className="flex min-h-11 min-w-0 flex-1 flex-col items-start rounded-xl px-2 py-1 text-start focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="flex w-full items-center gap-2">
          <span className="truncate font-semibold">{title}</span>
          {conversation.archived && (
            <span className="shrink-0 rounded-full bg-slate-200 px-2 text-xs dark:bg-slate-700">
              {t('korai.archivedBadge')}
            </span>
          )}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {t('korai.messageCount', { count: conversation.totalMessages })} ·{' '}
          {t('korai.insightCount', { count: conversation.totalInsights })}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-300">{t('korai.updated', { date: updated })}</span>
      </button>
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-label={t('korai.conversationMenu', { title })}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <MoreVertical className="size-5" aria-hidden />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={4} className={`w-56 ${menuContentClass}`}>
            <Menu.Item className={menuItemClass} onSelect={onResume}>
              <Play className="size-4 rtl:-scale-x-100" aria-hidden />
              {t('korai.resume')}
            </Menu.Item>
            <Menu.Item className={menuItemClass} onSelect={onRename}>
              <Pencil className="size-4" aria-hidden />
              {t('korai.rename')}
            </Menu.Item>
            <Menu.Item className={`${menuItemClass} text-red-700 dark:text-red-300`} onSelect={onDelete}>
              <Trash2 className="size-4" aria-hidden />
              {t('korai.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </li>
  );
}

/** The Storico tab: a new conversation, and every conversation, newest first, to resume, rename or delete. */
export function HistoryPanel({
  activeId,
  onNew,
  onResume,
  onDeleted,
}: {
  activeId: string | null;
  onNew: () => void;
  onResume: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const conversations = useConversations();
  const { remove } = useConversationMutations();
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onClick={onNew}>
        <MessageSquarePlus className="size-5" aria-hidden />
        {t('korai.newConversation')}
      </Button>
      <QueryState
        query={conversations}
        failedTitle={t('korai.listFailed')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="💬" title={t('korai.emptyHistory')} text={t('korai.emptyHistoryText')} />}
      >
        {(list) => (
          <ul aria-label={t('korai.historyTab')} className="flex flex-col gap-2">
            {list.map((conversation) => (
              <ConversationItem
                key={conversation.id}
                conversation={conversation}
                active={conversation.id === activeId}
                onResume={() => onResume(conversation.id)}
                onRename={() => setRenaming(conversation)}
                onDelete={() => setDeleting(conversation)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {renaming && <RenameConversationDialog conversation={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('korai.deleteTitle', { title: deleting?.title || t('korai.untitled') })}
        message={t('korai.deleteText')}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              onDeleted(deleting.id);
              setDeleting(null);
              showSuccessToast(t('korai.deleted'));
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
