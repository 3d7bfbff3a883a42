import { useCallback } from 'react';
import { useStoredText } from '../../lib/stored-text';

/** The conversation open in the chat survives a reload of the tab (not of the browser). */
const ACTIVE_KEY = 'korai.conversation';

/** The id of the conversation open in the chat, none until the first question, kept for the tab. */
export function useActiveConversation(userId: string) {
  const [stored, store] = useStoredText('sessionStorage', ACTIVE_KEY);
  const conversationId = stored?.startsWith(`${userId}:`) ? stored.slice(userId.length + 1) : null;
  const setConversationId = useCallback((id: string | null) => store(id ? `${userId}:${id}` : null), [store, userId]);
  return [conversationId, setConversationId] as const;
}
