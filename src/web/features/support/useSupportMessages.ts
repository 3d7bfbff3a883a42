import { useRef, useState } from 'react';
import type { LanguageCode } from '../../../shared/languages';
import { ApiError } from '../../api/client';
import { useAskSupport } from './useAskSupport';

type NewMessage =
  /** A reply says the language it is written in, which is the question's rather than the interface's. */
  | { type: 'user' | 'ai'; content: string; language?: LanguageCode }
  /** The greeting and the failure reply are catalogue texts, so they follow a change of language. */
  | { type: 'ai'; key: 'supportChat.greeting' | 'supportChat.failed' };
export type SupportMessage = NewMessage & { id: number };

/** The support chat's messages, from the greeting on, and a question put to the chatbot with its reply added. */
export function useSupportMessages() {
  const [messages, setMessages] = useState<SupportMessage[]>([{ id: 0, type: 'ai', key: 'supportChat.greeting' }]);
  const ask = useAskSupport();
  const nextId = useRef(1);

  const add = (message: NewMessage) => setMessages((current) => [...current, { ...message, id: nextId.current++ }]);

  const askQuestion = (question: string) => {
    add({ type: 'user', content: question });
    ask.mutate(question, {
      onSuccess: ({ response, language }) => add({ type: 'ai', content: response, language }),
      // A refusal the server explains (too many questions) is shown as it says; anything else gets the spec's reply.
      onError: (error) =>
        add(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? { type: 'ai', content: error.message }
            : { type: 'ai', key: 'supportChat.failed' },
        ),
    });
  };

  return { messages, answering: ask.isPending, askQuestion };
}
