import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session, User } from '../../../shared/schemas/user';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSetUser } from '../auth/useSetUser';

type UserAnswer = { message: string; user: User };

/** The password forms show a wrong password at their own field. */
const WRONG_PASSWORD = ['wrong_password'] as const;

/** Profile, avatar and preferences: each answer carries the updated user, which goes straight to the cache. */
export function useAccountMutations() {
  const setUser = useSetUser();
  const keep = (answer: UserAnswer) => setUser(answer.user);
  return {
    profile: useMutation({
      mutationFn: (body: { firstName?: string; lastName?: string; bio?: string }) =>
        api<UserAnswer>('/api/user/profile', { method: 'PUT', body }),
      onSuccess: keep,
      meta: { errorKey: 'settings.profileFailed' },
    }),
    avatar: useMutation({
      mutationFn: (avatar: string) => api<UserAnswer>('/api/user/avatar', { method: 'PUT', body: { avatar } }),
      onSuccess: keep,
      meta: { errorKey: 'settings.avatarFailed' },
    }),
    preferences: useMutation({
      mutationFn: (body: { theme?: User['theme'] }) =>
        api<UserAnswer>('/api/user/preferences', { method: 'PATCH', body }),
      onSuccess: keep,
      meta: { errorKey: 'settings.themeFailed' },
    }),
    password: useMutation({
      mutationFn: (body: { currentPassword: string; newPassword: string }) =>
        api<{ message: string }>('/api/user/password', { method: 'PUT', body }),
      meta: { errorKey: 'settings.passwordFailed', fieldCodes: WRONG_PASSWORD },
    }),
    deleteAccount: useMutation({
      mutationFn: (password: string) =>
        api<{ message: string }>('/api/user/delete', { method: 'DELETE', body: { password } }),
      meta: { errorKey: 'settings.deleteFailed', fieldCodes: WRONG_PASSWORD },
    }),
  };
}

export function useSessions(enabled: boolean) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: queryKeys.sessions,
    queryFn: () => api<Session[]>('/api/user/sessions'),
    enabled,
  });
  const end = useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/api/user/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    meta: { errorKey: 'settings.sessionFailed' },
  });
  return { sessions, end };
}
