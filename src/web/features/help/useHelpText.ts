import { useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../shared/languages';
import { supportKnowledgeSchema } from '../../../shared/schemas/ai';
import { api } from '../../api/client';

/**
 * The help page's text: the support knowledge of the visitor's language, else the English one, as the support
 * chat answers (the server's fallback for a language asked through Accept-Language). Loaded again when it changes.
 */
export function useHelpText(language: LanguageCode) {
  return useQuery({
    queryKey: ['help', language],
    queryFn: () => api('/api/support-knowledge', supportKnowledgeSchema, { headers: { 'Accept-Language': language } }),
  });
}
