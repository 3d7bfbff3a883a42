import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNLIMITED } from '../../../shared/plans';
import type { ChatMessage, Conversation, InsightsUsage } from '../../../shared/schemas/ai';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The spec's warning threshold: 'Ti rimangono solo N insights' at 3 or fewer left. */
export const LOW_QUOTA = 3;

export function useInsightsUsage() {
  return useQuery({
    queryKey: queryKeys.insightsUsage,
    queryFn: () => api<InsightsUsage>('/api/ai/insights/usage'),
  });
}

/** Questions left this month; null when the plan has no limit. */
export function insightsLeft(usage: InsightsUsage): number | null {
  return usage.limit === UNLIMITED ? null : Math.max(0, usage.limit - usage.totalInsightsUsed.thisMonth);
}

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: queryKeys.conversations,
    queryFn: () => api<Conversation[]>('/api/ai/conversations'),
    enabled,
  });
}

export function useConversationMessages(id: string | null) {
  return useQuery({
    queryKey: queryKeys.conversationMessages(id ?? ''),
    queryFn: () => api<ChatMessage[]>(`/api/ai/conversations/${encodeURIComponent(id ?? '')}/messages`),
    enabled: id !== null,
    // The chat keeps its own copy once loaded; the list is read again whenever a conversation is resumed.
    staleTime: 0,
  });
}

export function useConversationMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
  const path = (id: string) => `/api/ai/conversations/${encodeURIComponent(id)}`;
  return {
    create: useMutation({
      mutationFn: (title: string) => api<Conversation>('/api/ai/conversations', { method: 'POST', body: { title } }),
      onSuccess: refresh,
    }),
    archive: useMutation({
      mutationFn: (id: string) => api<unknown>(`${path(id)}/archive`, { method: 'PATCH' }),
      onSuccess: refresh,
      meta: { errorKey: 'korai.archiveFailed' },
    }),
    rename: useMutation({
      mutationFn: ({ id, title }: { id: string; title: string }) =>
        api<unknown>(`${path(id)}/rename`, { method: 'PATCH', body: { title } }),
      onSuccess: refresh,
      meta: { errorKey: 'korai.renameFailed' },
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<unknown>(path(id), { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'korai.deleteFailed' },
    }),
  };
}
