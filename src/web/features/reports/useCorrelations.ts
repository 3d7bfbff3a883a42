import { useQuery } from '@tanstack/react-query';
import { rangeQuery } from '../../../shared/range-query';
import { correlationsSchema } from '../../../shared/schemas/reports';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { DayRange } from '../../lib/date-range';

/** Which boxes move together over a range; asked only when the plan includes it. */
export function useCorrelations(range: DayRange | null, allowed: boolean) {
  const query = range ? rangeQuery(range, {}) : '';
  return useQuery({
    queryKey: [...queryKeys.stats, 'correlations', query],
    queryFn: () => api(`/api/reports/correlations?${query}`, correlationsSchema),
    enabled: range !== null && allowed,
  });
}
