import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerSource, Reading } from '../../../shared/schemas/ai';
import type { ChatBubble } from './useConversationMessages';
import { nextReveal, WORD_REVEAL_MS } from './word-reveal';

/** The answer arriving: what the stream has sent, how much of it is on screen, and how it ended. */
export interface StreamingAnswer {
  received: string;
  shown: number;
  ended: { messageId: number; sources: AnswerSource[]; readings: Reading[]; reading: string | null } | null;
}

/** The answer on its way, revealed word by word and added to the bubbles once all of it is shown. */
export function useStreamingAnswer(setBubbles: Dispatch<SetStateAction<ChatBubble[]>>) {
  const { i18n } = useTranslation();
  const [streaming, setStreaming] = useState<StreamingAnswer | null>(null);

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
    const { messageId, sources, readings, reading } = streaming.ended;
    const content = streaming.received;
    setStreaming(null);
    setBubbles((current) => [
      ...current,
      {
        key: `m${messageId}`,
        id: messageId,
        type: 'assistant',
        content,
        createdAt: new Date().toISOString(),
        sources,
        readings,
        reading,
      },
    ]);
  }, [streaming, setBubbles]);

  return {
    streaming,
    start: () => setStreaming({ received: '', shown: 0, ended: null }),
    receive: (token: string) =>
      setStreaming((current) => current && { ...current, received: current.received + token }),
    end: ({ messageId, sources, readings, reading }: NonNullable<StreamingAnswer['ended']>) =>
      setStreaming((current) => current && { ...current, ended: { messageId, sources, readings, reading } }),
    drop: () => setStreaming(null),
  };
}
