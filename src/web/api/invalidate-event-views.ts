import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Everything that shows events: the boxes (today's counts), statistics, search results, goals and the trash. */
export function invalidateEventViews(queryClient: QueryClient) {
  for (const queryKey of [queryKeys.boxes, queryKeys.stats, queryKeys.search, queryKeys.goals, queryKeys.trash]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
