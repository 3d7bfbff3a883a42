import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successMessageSchema } from '../../../shared/schemas/common';
import { trashedBoxListSchema, trashedEventListSchema } from '../../../shared/schemas/trash';
import { api } from '../../api/client';
import { invalidateEventViews } from '../../api/invalidate-event-views';
import { queryKeys } from '../../api/query-keys';

export type TrashKind = 'boxes' | 'events';

export function useTrashedBoxes() {
  return useQuery({
    queryKey: [...queryKeys.trash, 'boxes'],
    queryFn: () => api('/api/trash/boxes', trashedBoxListSchema),
  });
}

export function useTrashedEvents() {
  return useQuery({
    queryKey: [...queryKeys.trash, 'events'],
    queryFn: () => api('/api/trash/events', trashedEventListSchema),
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
      mutationFn: (id: number) => api(`/api/trash/${kind}/${id}/restore`, successMessageSchema, { method: 'POST' }),
      onSuccess: refresh,
      meta: { errorKey: FAILURES[kind].restore },
    }),
    purge: useMutation({
      mutationFn: (id: number) => api(`/api/trash/${kind}/${id}`, successMessageSchema, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: FAILURES[kind].purge },
    }),
  };
}
