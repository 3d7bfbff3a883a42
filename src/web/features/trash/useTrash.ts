import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashedBox, TrashedEvent } from '../../../shared/schemas/trash';
import { api } from '../../api/client';
import { invalidateEventViews } from '../../api/invalidate-event-views';
import { queryKeys } from '../../api/query-keys';

export type TrashKind = 'boxes' | 'events';

export function useTrashedBoxes() {
  return useQuery({ queryKey: [...queryKeys.trash, 'boxes'], queryFn: () => api<TrashedBox[]>('/api/trash/boxes') });
}

export function useTrashedEvents() {
  return useQuery({
    queryKey: [...queryKeys.trash, 'events'],
    queryFn: () => api<TrashedEvent[]>('/api/trash/events'),
  });
}

const FAILURES = {
  boxes: { restore: 'trash.restoreBoxFailed', purge: 'trash.purgeBoxFailed' },
  events: { restore: 'trash.restoreEventFailed', purge: 'trash.purgeEventFailed' },
} as const;

/** Restore or delete for good a box or an event; either way the boxes and everything that shows events refresh. */
export function useTrashMutations(kind: TrashKind) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEventViews(queryClient, { withBoxes: true });
  return {
    restore: useMutation({
      mutationFn: (id: number) => api<{ message: string }>(`/api/trash/${kind}/${id}/restore`, { method: 'POST' }),
      onSuccess: refresh,
      meta: { errorKey: FAILURES[kind].restore },
    }),
    purge: useMutation({
      mutationFn: (id: number) => api<{ message: string }>(`/api/trash/${kind}/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: FAILURES[kind].purge },
    }),
  };
}
