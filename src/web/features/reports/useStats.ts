import { useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../shared/schemas/stats';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { DayRange } from '../../lib/date-range';
import { rangeQuery } from './useDayRange';

function zeroed(range: DayRange): Stats {
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    days: 1,
    totalEvents: 0,
    averagePerDay: 0,
    mostActiveBox: null,
    leastActiveBox: null,
    distribution: [],
    perDay: [],
  };
}

/** Statistics of a range; if they cannot be loaded, zeroed statistics show, as the spec has it. */
export function useStats(range: DayRange, boxId: number | null) {
  const query = rangeQuery(range, { boxId: boxId ?? undefined });
  return useQuery({
    queryKey: [...queryKeys.stats, query],
    queryFn: async () => {
      try {
        return await api<Stats>(`/api/stats?${query}`);
      } catch {
        return zeroed(range);
      }
    },
  });
}
