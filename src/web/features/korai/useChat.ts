import { useRef } from 'react';
import { useActiveConversation } from './useActiveConversation';
import { type Question, useAsk } from './useAsk';
import { useConversationMessages } from './useConversationMessages';

/**
 * The chat's state: the open conversation (none until the first question), its bubbles, the answer streaming in,
 * and what can be done with it. A conversation is created with the first question, then each answer is streamed
 * and revealed word by word.
 */
export function useChat(userId: string) {
  const [conversationId, setConversationId] = useActiveConversation(userId);
  const { bubbles, setBubbles, loading, loadError, setLoadError, load } = useConversationMessages(
    conversationId,
    setConversationId,
  );
  const { streaming, busy, unanswered, ask, stop } = useAsk(conversationId, setConversationId, setBubbles);
  const localKey = useRef(0);

  async function send(question: string, reading?: Question['reading']): Promise<boolean> {
    const message = question.trim();
    // One question at a time: the next waits until this answer is wholly on screen.
    if (!message || busy || streaming) return false;
    localKey.current += 1;
    setBubbles((current) => [
      ...current,
      {
        key: `local${localKey.current}`,
        type: 'user',
        content: message,
        createdAt: new Date().toISOString(),
        sources: [],
        readings: [],
      },
    ]);
    await ask({ message, reading });
    return true;
  }

  /** The question whose answer did not arrive, asked again: the server takes it as the same question, counted once. */
  async function retry() {
    if (!unanswered || busy || streaming) return;
    await ask(unanswered);
  }

  /** Back to an empty chat, with no conversation open. */
  function clear() {
    stop();
    setBubbles([]);
    setLoadError(null);
    setConversationId(null);
  }

  function resume(id: string) {
    stop();
    setBubbles([]);
    setConversationId(id);
    void load(id);
  }

  return {
    conversationId,
    bubbles,
    streaming,
    busy,
    loading,
    loadError,
    retryLoad: () => conversationId && void load(conversationId),
    send,
    unanswered,
    retry,
    clear,
    resume,
    /** The spec's archive: only a conversation with an id and at least one answer. */
    canArchive: conversationId !== null && bubbles.some((bubble) => bubble.type === 'assistant'),
    /** The spec's reset: messages shown, but no conversation stored yet. */
    canReset: conversationId === null && bubbles.length > 0,
  };
}
