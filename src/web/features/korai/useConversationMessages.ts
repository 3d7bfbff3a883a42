import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnswerSource, type ChatMessage, messageListSchema, type Reading } from '../../../shared/schemas/ai';
import { ApiError, api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { toast } from '../../lib/toast';

/** A bubble of the chat: a stored message, or one shown before the server has given it an id. */
export interface ChatBubble {
  key: string;
  /** The stored message's id; none yet for a question just sent. */
  id?: number;
  type: ChatMessage['type'];
  content: string;
  createdAt: string;
  sources: AnswerSource[];
  /** For a question K-ORAI did not understand: the readings it offers, as buttons. */
  readings: Reading[];
  /** For an answer: how the question was read, in plain words with its days. */
  reading?: string | null;
}

function bubbleOf(message: ChatMessage): ChatBubble {
  return { ...message, key: `m${message.id}` };
}

/** The bubbles of the open conversation, and its stored messages loaded into them. */
export function useConversationMessages(conversationId: string | null, setConversationId: (id: string | null) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [bubbles, setBubbles] = useState<ChatBubble[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);

  const load = useCallback(
    async (id: string) => {
      setLoading(true);
      setLoadError(null);
      try {
        const messages = await queryClient.fetchQuery({
          queryKey: queryKeys.conversationMessages(id),
          queryFn: () => api(`/api/ai/conversations/${encodeURIComponent(id)}/messages`, messageListSchema),
          staleTime: 0,
        });
        setBubbles(messages.map(bubbleOf));
      } catch (error) {
        setLoadError(error);
        // A conversation deleted elsewhere is simply gone: start afresh rather than insist.
        if (error instanceof ApiError && error.status === 404) setConversationId(null);
        toast({ variant: 'destructive', title: t('common.error'), description: t('korai.loadFailed') });
      } finally {
        setLoading(false);
      }
    },
    [queryClient, setConversationId, t],
  );

  // A conversation remembered from before the reload comes back with its messages.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (conversationId) void load(conversationId);
  }, [conversationId, load]);

  return { bubbles, setBubbles, loading, loadError, setLoadError, load };
}
