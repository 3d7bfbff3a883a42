import { queryOptions } from '@tanstack/react-query';
import type { Box } from '../../../shared/schemas/boxes';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The user's boxes, starred first; a failed load shows an empty list, as the spec has it. */
export const boxesQuery = queryOptions({
  queryKey: queryKeys.boxes,
  queryFn: async () => {
    try {
      return await api<Box[]>('/api/boxes');
    } catch {
      return [];
    }
  },
});
