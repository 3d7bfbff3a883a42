import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationListSchema, conversationSchema, messageListSchema } from '../../../shared/schemas/ai';
import { successMessageSchema } from '../../../shared/schemas/common';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: queryKeys.conversations,
    queryFn: () => api('/api/ai/conversations', conversationListSchema),
    enabled,
  });
}

export function useConversationMessages(id: string | null) {
  return useQuery({
    queryKey: queryKeys.conversationMessages(id ?? ''),
    queryFn: () => api(`/api/ai/conversations/${encodeURIComponent(id ?? '')}/messages`, messageListSchema),
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
      mutationFn: (title: string) =>
        api('/api/ai/conversations', conversationSchema, { method: 'POST', body: { title } }),
      onSuccess: refresh,
    }),
    archive: useMutation({
      mutationFn: (id: string) => api(`${path(id)}/archive`, conversationSchema, { method: 'PATCH' }),
      onSuccess: refresh,
      meta: { errorKey: 'korai.archiveFailed' },
    }),
    rename: useMutation({
      mutationFn: ({ id, title }: { id: string; title: string }) =>
        api(`${path(id)}/rename`, conversationSchema, { method: 'PATCH', body: { title } }),
      onSuccess: refresh,
      meta: { errorKey: 'korai.renameFailed' },
    }),
    remove: useMutation({
      mutationFn: (id: string) => api(path(id), successMessageSchema, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'korai.deleteFailed' },
    }),
  };
}
