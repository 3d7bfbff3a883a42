import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successMessageSchema } from '../../shared/schemas/common';
import { eventSchema } from '../../shared/schemas/events';
import { api } from '../api/client';
import { invalidateEventViews } from '../api/invalidate-event-views';

/** Rename an event or move it to the trash; either way everything that shows events refreshes. */
export function useEventMutations() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEventViews(queryClient);
  return {
    rename: useMutation({
      mutationFn: ({ id, description }: { id: number; description: string }) =>
        api(`/api/events/${id}`, eventSchema, { method: 'PUT', body: { description } }),
      onSuccess: refresh,
      meta: { errorKey: 'search.renameFailed' },
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(`/api/events/${id}`, successMessageSchema, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'search.deleteFailed' },
    }),
  };
}
