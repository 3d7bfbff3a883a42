import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successMessageSchema } from '../../../shared/schemas/common';
import {
  type CreateGoalPauseRequest,
  type CreateGoalRequest,
  type Goal,
  goalCardListSchema,
  goalEventsSchema,
  goalListSchema,
  goalPauseSchema,
  goalSchema,
  type UpdateGoalRequest,
} from '../../../shared/schemas/goals';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The goals, each with its progress (`currentCount`): one request for the whole screen. */
export function useGoals(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.goals, queryFn: () => api('/api/goals', goalListSchema), enabled });
}

/** Each active goal's count in its target's current period: what the box cards show, light enough for a list. */
export function useGoalCards(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.goalCards,
    queryFn: () => api('/api/goals/cards', goalCardListSchema),
    enabled,
  });
}

export function useGoalEvents(goalId: number, from: string, to: string, enabled: boolean) {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return useQuery({
    queryKey: queryKeys.goalEvents(goalId, from, to),
    queryFn: () => api(`/api/goals/${goalId}/events?${query}`, goalEventsSchema),
    enabled,
  });
}

export function useGoalMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.goals });
  return {
    create: useMutation({
      mutationFn: (body: CreateGoalRequest) => api('/api/goals', goalSchema, { method: 'POST', body }),
      onSuccess: refresh,
      meta: { errorKey: 'goals.createFailed' },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateGoalRequest }) =>
        api(`/api/goals/${id}`, goalSchema, { method: 'PATCH', body }),
      onSuccess: refresh,
      meta: { errorKey: 'goals.updateFailed' },
    }),
    toggle: useMutation({
      mutationFn: (goal: Goal) =>
        api(`/api/goals/${goal.id}`, goalSchema, { method: 'PATCH', body: { isActive: !goal.isActive } }),
      onSuccess: refresh,
      meta: { errorKey: 'goals.statusFailed' },
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(`/api/goals/${id}`, successMessageSchema, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'goals.deleteFailed' },
    }),
    pause: useMutation({
      mutationFn: (body: CreateGoalPauseRequest) => api('/api/goals/pauses', goalPauseSchema, { method: 'POST', body }),
      onSuccess: refresh,
      meta: { errorKey: 'goals.pause.createFailed' },
    }),
    unpause: useMutation({
      mutationFn: (id: number) => api(`/api/goals/pauses/${id}`, successMessageSchema, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'goals.pause.removeFailed' },
    }),
  };
}
