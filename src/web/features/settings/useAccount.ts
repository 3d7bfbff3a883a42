import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { sessionListSchema, type User, userUpdateResponseSchema } from '../../../shared/schemas/user';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSetUser } from '../auth/useSetUser';

/** The password forms show a wrong password at their own field. */
const WRONG_PASSWORD = ['wrong_password'] as const;

/** Profile, avatar and preferences: each answer carries the updated user, which goes straight to the cache. */
export function useAccountMutations() {
  const setUser = useSetUser();
  const keep = (answer: { user: User }) => setUser(answer.user);
  return {
    profile: useMutation({
      mutationFn: (body: { firstName?: string; lastName?: string; bio?: string }) =>
        api('/api/user/profile', userUpdateResponseSchema, { method: 'PUT', body }),
      onSuccess: keep,
      meta: { errorKey: 'settings.profileFailed' },
    }),
    avatar: useMutation({
      mutationFn: (avatar: string) =>
        api('/api/user/avatar', userUpdateResponseSchema, { method: 'PUT', body: { avatar } }),
      onSuccess: keep,
      meta: { errorKey: 'settings.avatarFailed' },
    }),
    preferences: useMutation({
      mutationFn: (body: { theme?: User['theme'] }) =>
        api('/api/user/preferences', userUpdateResponseSchema, { method: 'PATCH', body }),
      onSuccess: keep,
      meta: { errorKey: 'settings.themeFailed' },
    }),
    password: useMutation({
      mutationFn: (body: { currentPassword: string; newPassword: string }) =>
        api('/api/user/password', messageResponseSchema, { method: 'PUT', body }),
      meta: { errorKey: 'settings.passwordFailed', fieldCodes: WRONG_PASSWORD },
    }),
    deleteAccount: useMutation({
      mutationFn: (password: string) =>
        api('/api/user/delete', messageResponseSchema, { method: 'DELETE', body: { password } }),
      meta: { errorKey: 'settings.deleteFailed', fieldCodes: WRONG_PASSWORD },
    }),
  };
}

export function useSessions(enabled: boolean) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: queryKeys.sessions,
    queryFn: () => api('/api/user/sessions', sessionListSchema),
    enabled,
  });
  const end = useMutation({
    mutationFn: (id: string) => api(`/api/user/sessions/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    meta: { errorKey: 'settings.sessionFailed' },
  });
  return { sessions, end };
}
