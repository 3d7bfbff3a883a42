import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnswerSource, type ChatMessage, messageListSchema } from '../../../shared/schemas/ai';
import { ApiError, api, apiStream } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { toast } from '../../lib/toast';
import { readChatEvents } from './chat-stream';
import { useConversationMutations } from './useConversations';
import { nextReveal, WORD_REVEAL_MS } from './word-reveal';

/** A bubble of the chat: a stored message, or one shown before the server has given it an id. */
export interface ChatBubble {
  key: string;
  type: ChatMessage['type'];
  content: string;
  createdAt: string;
  sources: AnswerSource[];
}

/** The answer arriving: what the stream has sent, how much of it is on screen, and how it ended. */
export interface StreamingAnswer {
  received: string;
  shown: number;
  ended: { messageId: number; sources: AnswerSource[] } | null;
}

/** The server sends a heartbeat every 15 s: three missed in a row mean the connection is gone. */
const STALLED_AFTER_MS = 45_000;

/** The conversation open in the chat survives a reload of the tab (not of the browser). */
const ACTIVE_KEY = 'korai.conversation';

function storedConversation(userId: string): string | null {
  const stored = sessionStorage.getItem(ACTIVE_KEY);
  return stored?.startsWith(`${userId}:`) ? stored.slice(userId.length + 1) : null;
}

function bubbleOf(message: ChatMessage): ChatBubble {
  return { ...message, key: `m${message.id}` };
}

/**
 * The chat's state: the open conversation (none until the first question), its bubbles, the answer streaming in,
 * and what can be done with it. A conversation is created with the first question, then each answer is streamed
 * and revealed word by word.
 */
export function useChat(userId: string) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { create } = useConversationMutations();
  const [conversationId, setConversationIdState] = useState<string | null>(() => storedConversation(userId));
  const [bubbles, setBubbles] = useState<ChatBubble[]>([]);
  const [streaming, setStreaming] = useState<StreamingAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  /** The question whose answer never arrived (a lost connection, a failed stream): asked again by `retry`. */
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const localKey = useRef(0);

  const setConversationId = useCallback(
    (id: string | null) => {
      setConversationIdState(id);
      if (id) sessionStorage.setItem(ACTIVE_KEY, `${userId}:${id}`);
      else sessionStorage.removeItem(ACTIVE_KEY);
    },
    [userId],
  );

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

  useEffect(() => () => abort.current?.abort(), []);

  // The reveal: a tick every 70 ms while an answer is on its way; once all of it is shown it becomes a bubble.
  const isStreaming = streaming !== null;
  const language = i18n.language;
  useEffect(() => {
    if (!isStreaming) return;
    const timer = setInterval(() => {
      setStreaming((current) => {
        if (!current) return current;
        const shown = nextReveal(current.shown, current.received, current.ended !== null, language);
        return shown === current.shown ? current : { ...current, shown };
      });
    }, WORD_REVEAL_MS);
    return () => clearInterval(timer);
  }, [isStreaming, language]);

  useEffect(() => {
    if (!streaming?.ended || streaming.shown < streaming.received.length) return;
    const { messageId, sources } = streaming.ended;
    const content = streaming.received;
    setStreaming(null);
    setBubbles((current) => [
      ...current,
      { key: `m${messageId}`, type: 'assistant', content, createdAt: new Date().toISOString(), sources },
    ]);
  }, [streaming]);

  function fail(description: string) {
    toast({ variant: 'destructive', title: t('common.error'), description });
  }

  async function send(question: string): Promise<boolean> {
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
      },
    ]);
    await ask(message);
    return true;
  }

  /** The question whose answer did not arrive, asked again: the server takes it as the same question, counted once. */
  async function retry() {
    if (!unanswered || busy || streaming) return;
    await ask(unanswered);
  }

  async function ask(message: string): Promise<void> {
    setBusy(true);
    setUnanswered(null);
    let id = conversationId;
    const controller = new AbortController();
    abort.current = controller;
    let stalled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => {
        stalled = true;
        controller.abort();
      }, STALLED_AFTER_MS);
    };
    try {
      if (!id) {
        id = (await create.mutateAsync(message)).id;
        setConversationId(id);
      }
      alive();
      const body = await apiStream(`/api/ai/chat/${encodeURIComponent(id)}`, {
        body: { message },
        signal: controller.signal,
      });
      setStreaming({ received: '', shown: 0, ended: null });
      let ended = false;
      for await (const event of readChatEvents(body, alive)) {
        if (event.type === 'token') {
          setStreaming((current) => current && { ...current, received: current.received + event.token });
        } else if (event.type === 'done') {
          ended = true;
          setStreaming(
            (current) => current && { ...current, ended: { messageId: event.messageId, sources: event.sources } },
          );
        } else {
          ended = true;
          setStreaming(null);
          setUnanswered(message);
          fail(event.error.message);
        }
      }
      if (!ended) {
        setStreaming(null);
        setUnanswered(message);
        fail(t('korai.connectionFailed'));
      }
    } catch (error) {
      // Aborted by the person (a new chat, another conversation, leaving the screen): nothing to report.
      if (controller.signal.aborted && !stalled) return;
      setStreaming(null);
      // A refusal (the monthly insights used up, a question too long) says why and is not worth asking again;
      // anything else is a lost connection, and the question can be asked again.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (!refused) setUnanswered(message);
      fail(refused ? error.message : t('korai.connectionFailed'));
    } finally {
      clearTimeout(watchdog);
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.insightsUsage });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
    }
  }

  /** Back to an empty chat, with no conversation open. */
  function clear() {
    abort.current?.abort();
    setUnanswered(null);
    setStreaming(null);
    setBubbles([]);
    setLoadError(null);
    setConversationId(null);
  }

  function resume(id: string) {
    abort.current?.abort();
    setUnanswered(null);
    setStreaming(null);
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
