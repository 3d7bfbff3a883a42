import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../shared/languages';
import { supportKnowledgeSchema } from '../../../shared/schemas/ai';
import { api } from '../../api/client';
import { showSuccessToast } from '../../components/ui/success-toast';

/** The support chatbot's knowledge base in one language. */
export function useKnowledge(language: LanguageCode) {
  return useQuery({
    queryKey: ['admin', 'knowledge', language],
    queryFn: () => api(`/api/support-knowledge?language=${language}`, supportKnowledgeSchema),
  });
}

/** Saves the knowledge base of `language`, then `onSaved`. */
export function useSaveKnowledge(language: LanguageCode, onSaved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api('/api/support-knowledge', supportKnowledgeSchema, { method: 'PUT', body: { language, content } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'knowledge', language] });
      onSaved();
      showSuccessToast(t('admin.knowledge.saved'));
    },
    meta: { errorKey: 'admin.knowledge.saveFailed' },
  });
}
