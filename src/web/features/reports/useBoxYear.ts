import { useQuery } from '@tanstack/react-query';
import { boxYearSchema } from '../../../shared/schemas/reports';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** A box's streaks and its last 365 days. */
export function useBoxYear(boxId: number) {
  return useQuery({
    queryKey: [...queryKeys.stats, 'box-year', boxId],
    queryFn: () => api(`/api/boxes/${boxId}/year`, boxYearSchema),
  });
}
