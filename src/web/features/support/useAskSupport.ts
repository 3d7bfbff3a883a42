import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportChatResponseSchema } from '../../../shared/schemas/ai';
import { api } from '../../api/client';
import { useHelpLanguage } from '../../hooks/useHelpLanguage';

type SupportChatResponse = z.infer<typeof supportChatResponseSchema>;

/**
 * Puts a question to the support chatbot with the visitor's own language, which answers a question too short to
 * tell its language; the panel shows a failure as the assistant's reply, not as a toast.
 */
export function useAskSupport() {
  const language = useHelpLanguage();
  return useMutation({
    mutationFn: (question: string) =>
      api<SupportChatResponse>('/api/support-chat', { method: 'POST', body: { question, language } }),
  });
}
