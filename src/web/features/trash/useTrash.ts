import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashedBox, TrashedEvent } from '../../../shared/schemas/trash';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { invalidateEventViews } from '../boxes/useBoxes';

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

/** Restore or delete for good; either way the boxes and everything that shows events refresh. */
export function useTrashMutations() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.boxes });
    invalidateEventViews(queryClient);
  };
  return {
    restore: useMutation({
      mutationFn: ({ kind, id }: { kind: TrashKind; id: number }) =>
        api<{ message: string }>(`/api/trash/${kind}/${id}/restore`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    purge: useMutation({
      mutationFn: ({ kind, id }: { kind: TrashKind; id: number }) =>
        api<{ message: string }>(`/api/trash/${kind}/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
