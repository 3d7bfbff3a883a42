import { useQuery } from '@tanstack/react-query';
import type { BoxInsights } from '../../../shared/schemas/insights';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** A box's streaks and its last 365 days. */
export function useBoxInsights(boxId: number) {
  return useQuery({
    queryKey: [...queryKeys.stats, 'box-insights', boxId],
    queryFn: () => api<BoxInsights>(`/api/boxes/${boxId}/insights`),
  });
}
