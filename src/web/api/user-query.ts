import { queryOptions } from '@tanstack/react-query';
import { type User, userSchema } from '../../shared/schemas/user';
import { ApiError, api, confirmToken, storedToken, storeToken } from './client';

export const USER_QUERY_KEY = ['auth', 'user'] as const;

/** The signed-in user, or null; a 401 forgets the stored token. */
export const userQuery = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: async (): Promise<User | null> => {
    const token = storedToken();
    try {
      const user = await api('/api/auth/user', userSchema);
      confirmToken(user.id, token);
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        storeToken(null);
        return null;
      }
      throw new Error('Failed to fetch user', { cause: error });
    }
  },
  staleTime: 5 * 60_000,
  // Everything waits for the account, so a connection lost on the way (as happens the moment a network comes
  // back) is tried again before the screen says it failed; an answer from the server is final.
  retry: (failures, error) => failures < 2 && error.cause instanceof ApiError && error.cause.status === 0,
  retryDelay: (failures) => failures * 1000,
});
