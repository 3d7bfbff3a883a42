import { queryOptions } from '@tanstack/react-query';
import { boxListSchema } from '../../shared/schemas/boxes';
import { api } from './client';
import { queryKeys } from './query-keys';

/** The user's boxes, starred first, each with today's count. A failed load is a failure, never an empty list. */
export const boxesQuery = queryOptions({
  queryKey: queryKeys.boxes,
  queryFn: () => api('/api/boxes', boxListSchema),
});
