import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LanguageCode } from '../../../shared/languages';
import type { supportKnowledgeSchema } from '../../../shared/schemas/ai';
import { api } from '../../api/client';

type Knowledge = z.infer<typeof supportKnowledgeSchema>;

/** The support knowledge in exactly this language: the help page's text, loaded again when the language changes. */
export function useHelpText(language: LanguageCode) {
  return useQuery({
    queryKey: ['help', language],
    queryFn: () => api<Knowledge>(`/api/support-knowledge?language=${language}`),
  });
}
