import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventRequest, TrackedEvent } from '../../../shared/schemas/events';
import { api } from '../../api/client';
import { invalidateEventViews } from '../../api/invalidate-event-views';
import { queryKeys } from '../../api/query-keys';
import { showErrorToast } from '../../components/ui/error-toast';
import { toLocalDay } from '../../lib/date-range';
import { todayCountsKey } from './useTodayCounts';

const COUNTER_TAP = ['counterTap'] as const;

interface LogEvent {
  boxId: number;
  body: CreateEventRequest;
  /** One per user action, so a repeated request never records the event twice. */
  idempotencyKey: string;
}

function post({ boxId, body, idempotencyKey }: LogEvent) {
  return api<TrackedEvent>(`/api/events/boxes/${boxId}/events`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** A counter tap: today's count rises at once and falls back, with the 'Errore' toast, if the server refuses. */
export function useCounterTap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: COUNTER_TAP,
    mutationFn: (boxId: number) => post({ boxId, body: { quantity: 1 }, idempotencyKey: crypto.randomUUID() }),
    onMutate: async (boxId) => {
      const key = todayCountsKey(toLocalDay(new Date()));
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Record<number, number>>(key);
      queryClient.setQueryData<Record<number, number>>(key, (counts) => ({
        ...counts,
        [boxId]: (counts?.[boxId] ?? 0) + 1,
      }));
      return { key, previous };
    },
    onError: (error, _boxId, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
      showErrorToast(error, 'boxes.counterFailed');
    },
    onSettled: (_event, _error, boxId) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.boxEvents(boxId) });
      // Refetching while other taps are in flight would briefly show a lower count.
      if (queryClient.isMutating({ mutationKey: COUNTER_TAP }) <= 1) invalidateEventViews(queryClient);
    },
  });
}

/** A descriptive event from the new-event dialog. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: (_event, { boxId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.boxEvents(boxId) });
      invalidateEventViews(queryClient);
    },
  });
}
