import type { QueryClient } from '@tanstack/react-query';
import type { SignedInPageState } from '../../shared/signed-in-page';
import { boxesQuery } from './boxes-query';
import { queryKeys } from './query-keys';
import { userQuery } from './user-query';

/** What a server-rendered page was drawn with, put where the screens' queries read them. */
export function seedSignedInQueries(
  client: QueryClient,
  state: Pick<SignedInPageState, 'user' | 'boxes' | 'goals' | 'stats'>,
): void {
  client.setQueryData(userQuery.queryKey, state.user);
  client.setQueryData(boxesQuery.queryKey, state.boxes);
  if (state.goals) client.setQueryData(queryKeys.goals, state.goals);
  if (state.stats) client.setQueryData([...queryKeys.stats, state.stats.query], state.stats.figures);
}
