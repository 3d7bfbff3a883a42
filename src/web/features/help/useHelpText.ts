import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LanguageCode } from '../../../shared/languages';
import type { supportKnowledgeSchema } from '../../../shared/schemas/ai';
import { api } from '../../api/client';

type Knowledge = z.infer<typeof supportKnowledgeSchema>;

/**
 * The help page's text: the support knowledge of the visitor's language, else the English one, as the support
 * chat answers (the server's fallback for a language asked through Accept-Language). Loaded again when it changes.
 */
export function useHelpText(language: LanguageCode) {
  return useQuery({
    queryKey: ['help', language],
    queryFn: () => api<Knowledge>('/api/support-knowledge', { headers: { 'Accept-Language': language } }),
  });
}
