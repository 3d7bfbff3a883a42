import type { QueryClient } from '@tanstack/react-query';
import type { SignedInPageState } from '../../shared/signed-in-page';
import { boxesQuery } from './boxes-query';
import { userQuery } from './user-query';

/** The user and boxes a server-rendered page was drawn with, put where the screens' queries read them. */
export function seedSignedInQueries(client: QueryClient, state: Pick<SignedInPageState, 'user' | 'boxes'>): void {
  client.setQueryData(userQuery.queryKey, state.user);
  client.setQueryData(boxesQuery.queryKey, state.boxes);
}
