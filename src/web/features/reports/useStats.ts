import { useQuery } from '@tanstack/react-query';
import { rangeQuery } from '../../../shared/range-query';
import { statsSchema } from '../../../shared/schemas/stats';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { DayRange } from '../../lib/date-range';

/** Statistics of a range and box; a failed load is a failure to show, never zeroed figures. */
export function useStats(range: DayRange | null, boxId: number | null) {
  const query = range ? rangeQuery(range, { boxId: boxId ?? undefined }) : '';
  return useQuery({
    queryKey: [...queryKeys.stats, query],
    queryFn: () => api(`/api/stats?${query}`, statsSchema),
    enabled: range !== null,
  });
}
