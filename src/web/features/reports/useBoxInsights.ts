import { useQuery } from '@tanstack/react-query';
import { boxInsightsSchema } from '../../../shared/schemas/insights';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** A box's streaks and its last 365 days. */
export function useBoxInsights(boxId: number) {
  return useQuery({
    queryKey: [...queryKeys.stats, 'box-insights', boxId],
    queryFn: () => api(`/api/boxes/${boxId}/insights`, boxInsightsSchema),
  });
}
