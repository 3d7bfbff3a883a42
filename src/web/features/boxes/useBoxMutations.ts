import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Box, CreateBoxRequest, UpdateBoxRequest } from '../../../shared/schemas/boxes';
import { api } from '../../api/client';
import { invalidateEventViews } from '../../api/invalidate-event-views';

/** Create, update, delete and star a box; each refreshes everything that shows boxes and events. */
export function useBoxMutations() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEventViews(queryClient, { withBoxes: true });
  return {
    create: useMutation({
      mutationFn: (body: CreateBoxRequest) => api<Box>('/api/boxes', { method: 'POST', body }),
      onSuccess: refresh,
      meta: { errorKey: 'boxes.createFailed' },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateBoxRequest }) =>
        api<Box>(`/api/boxes/${id}`, { method: 'PUT', body }),
      onSuccess: refresh,
      meta: { errorKey: 'boxes.updateFailed' },
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<{ message: string }>(`/api/boxes/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'boxes.deleteFailed' },
    }),
    star: useMutation({
      mutationFn: (id: number) => api<{ box: Box; message: string }>(`/api/boxes/${id}/star`, { method: 'PATCH' }),
      onSuccess: refresh,
      meta: { errorKey: 'boxes.starFailed' },
    }),
  };
}
