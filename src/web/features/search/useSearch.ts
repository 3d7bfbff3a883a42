import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackedEvent, TrackedEventWithBox } from '../../../shared/schemas/events';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { DayRange } from '../../lib/date-range';
import { invalidateEventViews } from '../boxes/useBoxes';
import { rangeQuery } from '../reports/useDayRange';
import { searchTerms } from './search-terms';

const PAGE_SIZE = 50;

/** Events matching the text and the range, newest first, a page at a time. */
export function useSearch(text: string, range: DayRange) {
  const query = rangeQuery(range, { ...searchTerms(text), limit: PAGE_SIZE });
  const active = Boolean(text.trim() || range.startDate || range.endDate);
  return useInfiniteQuery({
    queryKey: [...queryKeys.search, query],
    enabled: active,
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api<{ events: TrackedEventWithBox[]; nextCursor: string | null }>(
        `/api/events/search?${query}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useEventMutations() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEventViews(queryClient);
  return {
    rename: useMutation({
      mutationFn: ({ id, description }: { id: number; description: string }) =>
        api<TrackedEvent>(`/api/events/${id}`, { method: 'PUT', body: { description } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<{ message: string }>(`/api/events/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
