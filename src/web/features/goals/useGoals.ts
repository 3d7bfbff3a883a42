import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackedEventWithBox } from '../../../shared/schemas/events';
import type { CreateGoalRequest, Goal, UpdateGoalRequest } from '../../../shared/schemas/goals';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export function useGoals(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.goals, queryFn: () => api<Goal[]>('/api/goals'), enabled });
}

export function useGoalProgress(goalId: number) {
  return useQuery({
    queryKey: queryKeys.goalProgress(goalId),
    queryFn: () => api<{ currentCount: number; periodStart: string }>(`/api/goals/${goalId}/progress`),
  });
}

export function useGoalEvents(goalId: number, from: string, to: string) {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return useQuery({
    queryKey: queryKeys.goalEvents(goalId, from, to),
    queryFn: () => api<TrackedEventWithBox[]>(`/api/goals/${goalId}/events?${query}`),
  });
}

export function useGoalMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.goals });
  return {
    create: useMutation({
      mutationFn: (body: CreateGoalRequest) => api<Goal>('/api/goals', { method: 'POST', body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateGoalRequest }) =>
        api<Goal>(`/api/goals/${id}`, { method: 'PATCH', body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<{ message: string }>(`/api/goals/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
