import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiStream } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { toast } from '../../lib/toast';
import { readChatEvents } from './chat-stream';
import { stallWatchdog } from './stall-watchdog';
import type { ChatBubble } from './useConversationMessages';
import { useConversationMutations } from './useConversations';
import { useStreamingAnswer } from './useStreamingAnswer';

/** What is sent: the words, and the reading they are when picked from an answer's buttons. */
export interface Question {
  message: string;
  reading?: { messageId: number; index: number };
}

/** The server sends a heartbeat every 15 s: three missed in a row mean the connection is gone. */
const STALLED_AFTER_MS = 45_000;

/**
 * A question asked and its answer streamed: the conversation is created with the first question, and a question
 * whose answer never arrived is kept to be asked again.
 */
export function useAsk(
  conversationId: string | null,
  setConversationId: (id: string | null) => void,
  setBubbles: Dispatch<SetStateAction<ChatBubble[]>>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { create } = useConversationMutations();
  const answer = useStreamingAnswer(setBubbles);
  const [busy, setBusy] = useState(false);
  /** The question whose answer never arrived (a lost connection, a failed stream): asked again by `retry`. */
  const [unanswered, setUnanswered] = useState<Question | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  /** The answer given up with `description` told; `question` is kept to be asked again, when it is worth it. */
  function endWithoutAnswer(description: string, question: Question | null) {
    answer.drop();
    if (question !== null) setUnanswered(question);
    toast({ variant: 'destructive', title: t('common.error'), description });
  }

  async function ask(question: Question): Promise<void> {
    const { message, reading } = question;
    setBusy(true);
    setUnanswered(null);
    let id = conversationId;
    const controller = new AbortController();
    abort.current = controller;
    const watchdog = stallWatchdog(controller, STALLED_AFTER_MS);
    try {
      if (!id) {
        id = (await create.mutateAsync(message)).id;
        setConversationId(id);
      }
      watchdog.alive();
      const body = await apiStream(`/api/ai/chat/${encodeURIComponent(id)}`, {
        body: { message, reading },
        signal: controller.signal,
      });
      answer.start();
      let ended = false;
      for await (const event of readChatEvents(body, watchdog.alive)) {
        if (event.type === 'token') {
          answer.receive(event.token);
        } else {
          ended = true;
          if (event.type === 'done') answer.end(event);
          else endWithoutAnswer(event.error.message, question);
        }
      }
      if (!ended) endWithoutAnswer(t('korai.connectionFailed'), question);
    } catch (error) {
      // Aborted by the person (a new chat, another conversation, leaving the screen): nothing to report.
      if (controller.signal.aborted && !watchdog.stalled()) return;
      // A refusal (the monthly insights used up, a question too long) says why and is not worth asking again;
      // anything else is a lost connection, and the question can be asked again.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (refused) endWithoutAnswer(error.message, null);
      else endWithoutAnswer(t('korai.connectionFailed'), question);
    } finally {
      watchdog.stop();
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.insightsUsage });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
    }
  }

  /** The answer on its way given up, and the question left unanswered forgotten. */
  function stop() {
    abort.current?.abort();
    setUnanswered(null);
    answer.drop();
  }

  return { streaming: answer.streaming, busy, unanswered, ask, stop };
}
