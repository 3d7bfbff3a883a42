import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '../../../shared/schemas/user';
import { USER_QUERY_KEY } from '../../api/user-query';

/** Puts the user an API answer returned into the cache, so every screen sees the change at once. */
export function useSetUser() {
  const queryClient = useQueryClient();
  return useCallback((user: User) => queryClient.setQueryData(USER_QUERY_KEY, user), [queryClient]);
}
