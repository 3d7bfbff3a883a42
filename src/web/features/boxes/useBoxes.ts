import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Box, CreateBoxRequest, UpdateBoxRequest } from '../../../shared/schemas/boxes';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { boxesQuery } from './boxes-query';

/** Everything that shows events: statistics, search results, goals and the trash. */
export function invalidateEventViews(queryClient: QueryClient) {
  for (const queryKey of [queryKeys.stats, queryKeys.search, queryKeys.goals, queryKeys.trash]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useBoxes() {
  return useQuery(boxesQuery);
}

export function useBoxMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.boxes });
    invalidateEventViews(queryClient);
  };
  return {
    create: useMutation({
      mutationFn: (body: CreateBoxRequest) => api<Box>('/api/boxes', { method: 'POST', body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateBoxRequest }) =>
        api<Box>(`/api/boxes/${id}`, { method: 'PUT', body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<{ message: string }>(`/api/boxes/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
    star: useMutation({
      mutationFn: (id: number) => api<{ box: Box; message: string }>(`/api/boxes/${id}/star`, { method: 'PATCH' }),
      onSuccess: refresh,
    }),
  };
}
