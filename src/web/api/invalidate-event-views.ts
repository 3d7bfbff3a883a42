import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** Everything that shows events: statistics, search results, goals and the trash; the boxes too when they changed. */
export function invalidateEventViews(queryClient: QueryClient, { withBoxes = false } = {}) {
  const keys = [queryKeys.stats, queryKeys.search, queryKeys.goals, queryKeys.trash];
  for (const queryKey of withBoxes ? [queryKeys.boxes, ...keys] : keys) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
