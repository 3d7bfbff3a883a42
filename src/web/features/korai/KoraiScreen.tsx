import { History, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/schemas/user';
import { showSuccessToast } from '../../components/ui/success-toast';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { ChatPanel } from './ChatPanel';
import { HistoryPanel } from './HistoryPanel';
import { useChat } from './useChat';
import { useConversationMutations } from './useConversations';

type KoraiTab = 'chat' | 'history';

/** K-ORAI, the assistant that answers from the person's own data: the chat, and the history of conversations. */
export function KoraiScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  const chat = useChat(user.id);
  const { archive } = useConversationMutations();
  const [tab, setTab] = useState<KoraiTab>('chat');

  function archiveChat() {
    const id = chat.conversationId;
    if (!id) return;
    archive.mutate(id, {
      onSuccess: () => {
        chat.clear();
        setTab('history');
        showSuccessToast(t('korai.archived'));
      },
    });
  }

  return (
    <section aria-labelledby="korai-title">
      <div className="mb-4">
        <h1 id="korai-title" className="text-2xl font-bold">
          {t('korai.title')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('korai.subtitle')}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'history' ? 'history' : 'chat')}>
        <TabsList aria-label={t('korai.title')}>
          <TabsTrigger value="chat">
            <MessageCircle className="size-4" aria-hidden />
            {t('korai.chatTab')}
          </TabsTrigger>
          <TabsTrigger value="history">
            <History className="size-4" aria-hidden />
            {t('korai.historyTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="chat">
          <ChatPanel userId={user.id} timeZone={user.timeZone} chat={chat} onArchive={archiveChat} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryPanel
            activeId={chat.conversationId}
            onNew={() => {
              chat.clear();
              setTab('chat');
            }}
            onResume={(id) => {
              chat.resume(id);
              setTab('chat');
            }}
            onDeleted={(id) => id === chat.conversationId && chat.clear()}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
