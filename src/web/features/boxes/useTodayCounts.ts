import { useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../shared/schemas/stats';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { toLocalDay } from '../../lib/date-range';

export function todayCountsKey(today: string) {
  return [...queryKeys.stats, 'today', today] as const;
}

/** Events logged today in each box, from one statistics call: what the box cards show. */
export function useTodayCounts() {
  const today = toLocalDay(new Date());
  return useQuery({
    queryKey: todayCountsKey(today),
    queryFn: async () => {
      const stats = await api<Stats>(`/api/stats?startDate=${today}&endDate=${today}`);
      const counts: Record<number, number> = {};
      for (const entry of stats.distribution) counts[entry.id] = entry.count;
      return counts;
    },
  });
}
