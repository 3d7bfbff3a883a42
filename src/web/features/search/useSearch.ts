import { useInfiniteQuery } from '@tanstack/react-query';
import type { DayPart } from '../../../shared/quick-log/quick-log-words';
import { rangeQuery } from '../../../shared/range-query';
import { eventWithBoxPageSchema } from '../../../shared/schemas/events';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { DayRange } from '../../lib/date-range';
import { searchTerms } from './search-terms';

const PAGE_SIZE = 50;

/**
 * What the search asks for: text, a range (null while refused at its field), boxes (none: all of them) and a time
 * of day (from a K-ORAI figure's link).
 */
export interface SearchCriteria {
  text: string;
  range: DayRange | null;
  boxIds: readonly number[];
  dayPart?: DayPart | null;
}

/** Whether there is anything to search for; with nothing chosen the screen shows its hint instead. */
export function hasCriteria({ text, range, boxIds, dayPart }: SearchCriteria): boolean {
  return Boolean(text.trim() || range?.startDate || range?.endDate || boxIds.length > 0 || dayPart);
}

/** Events matching the text, the range and the box, newest first, a page at a time. */
export function useSearch(criteria: SearchCriteria) {
  const { text, range, boxIds, dayPart } = criteria;
  const query = rangeQuery(range ?? { startDate: '', endDate: '' }, {
    ...searchTerms(text),
    ...(boxIds.length > 1 ? { boxIds: boxIds.join(',') } : { boxId: boxIds[0] }),
    ...(dayPart ? { dayPart } : {}),
    limit: PAGE_SIZE,
  });
  return useInfiniteQuery({
    queryKey: [...queryKeys.search, query],
    enabled: range !== null && hasCriteria(criteria),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api(
        `/api/events/search?${query}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        eventWithBoxPageSchema,
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
