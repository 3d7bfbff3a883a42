import { useCallback, useState } from 'react';

/** The conversation open in the chat survives a reload of the tab (not of the browser). */
const ACTIVE_KEY = 'korai.conversation';

function storedConversation(userId: string): string | null {
  const stored = sessionStorage.getItem(ACTIVE_KEY);
  return stored?.startsWith(`${userId}:`) ? stored.slice(userId.length + 1) : null;
}

/** The id of the conversation open in the chat, none until the first question, kept for the tab. */
export function useActiveConversation(userId: string) {
  const [conversationId, setConversationIdState] = useState<string | null>(() => storedConversation(userId));

  const setConversationId = useCallback(
    (id: string | null) => {
      setConversationIdState(id);
      if (id) sessionStorage.setItem(ACTIVE_KEY, `${userId}:${id}`);
      else sessionStorage.removeItem(ACTIVE_KEY);
    },
    [userId],
  );

  return [conversationId, setConversationId] as const;
}
