import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackedEvent } from '../../shared/schemas/events';
import { api } from '../api/client';
import { invalidateEventViews } from '../api/invalidate-event-views';

/** Rename an event or move it to the trash; either way everything that shows events refreshes. */
export function useEventMutations() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEventViews(queryClient);
  return {
    rename: useMutation({
      mutationFn: ({ id, description }: { id: number; description: string }) =>
        api<TrackedEvent>(`/api/events/${id}`, { method: 'PUT', body: { description } }),
      onSuccess: refresh,
      meta: { errorKey: 'search.renameFailed' },
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<{ message: string }>(`/api/events/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'search.deleteFailed' },
    }),
  };
}
