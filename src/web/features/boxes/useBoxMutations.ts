import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  boxSchema,
  type CreateBoxRequest,
  starResponseSchema,
  type UpdateBoxRequest,
} from '../../../shared/schemas/boxes';
import { successMessageSchema } from '../../../shared/schemas/common';
import { api } from '../../api/client';
import { invalidateEventViews } from '../../api/invalidate-event-views';

/** Create, update, delete and star a box; each refreshes everything that shows boxes and events. */
export function useBoxMutations() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEventViews(queryClient, { withBoxes: true });
  return {
    create: useMutation({
      mutationFn: (body: CreateBoxRequest) => api('/api/boxes', boxSchema, { method: 'POST', body }),
      onSuccess: refresh,
      meta: { errorKey: 'boxes.createFailed' },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateBoxRequest }) =>
        api(`/api/boxes/${id}`, boxSchema, { method: 'PUT', body }),
      onSuccess: refresh,
      meta: { errorKey: 'boxes.updateFailed' },
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(`/api/boxes/${id}`, successMessageSchema, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'boxes.deleteFailed' },
    }),
    star: useMutation({
      mutationFn: (id: number) => api(`/api/boxes/${id}/star`, starResponseSchema, { method: 'PATCH' }),
      onSuccess: refresh,
      meta: { errorKey: 'boxes.starFailed' },
    }),
  };
}
