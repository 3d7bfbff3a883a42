import { useMutation } from '@tanstack/react-query';
import { supportChatResponseSchema } from '../../../shared/schemas/ai';
import { api } from '../../api/client';
import { useHelpLanguage } from '../../hooks/useHelpLanguage';

/**
 * Puts a question to the support chatbot with the visitor's own language, which answers a question too short to
 * tell its language; the panel shows a failure as the assistant's reply, not as a toast.
 */
export function useAskSupport() {
  const language = useHelpLanguage();
  return useMutation({
    mutationFn: (question: string) =>
      api('/api/support-chat', supportChatResponseSchema, { method: 'POST', body: { question, language } }),
  });
}
