import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '../../../shared/plans';
import {
  adminUserDetailsSchema,
  adminUserPageSchema,
  adminUserSchema,
  analyticsSchema,
  type CreateUserRequest,
  contactMessagesResponseSchema,
  logsResponseSchema,
  platformStatsSchema,
  refreshResponseSchema,
  resetTokenResponseSchema,
  type TimeFilter,
} from '../../../shared/schemas/admin';
import { successMessageSchema } from '../../../shared/schemas/common';
import { api, apiDownload } from '../../api/client';
import { retryWhenAsked } from '../../api/retry-when-asked';
import { fileNameFrom } from '../../lib/content-disposition';
import { saveFile } from '../../lib/save-file';

/** Every admin query lives under this key, so 'Aggiorna Dati' refreshes them all at once. */
const ADMIN = ['admin'] as const;
const keys = {
  stats: (timeFilter: TimeFilter) => [...ADMIN, 'stats', timeFilter] as const,
  analytics: (timeFilter: TimeFilter) => [...ADMIN, 'analytics', timeFilter] as const,
  users: (q: string) => [...ADMIN, 'users', q] as const,
  details: (id: string) => [...ADMIN, 'user', id] as const,
  logs: [...ADMIN, 'logs'] as const,
  messages: [...ADMIN, 'messages'] as const,
};

/** The activity log refreshes itself every 30 s, as the spec asks. */
export const LOGS_REFRESH_MS = 30_000;

export function usePlatformStats(timeFilter: TimeFilter) {
  return useQuery({
    queryKey: keys.stats(timeFilter),
    queryFn: () => api(`/api/admin/stats?timeFilter=${timeFilter}`, platformStatsSchema),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(timeFilter: TimeFilter) {
  return useQuery({
    queryKey: keys.analytics(timeFilter),
    queryFn: () => api(`/api/admin/analytics?timeFilter=${timeFilter}`, analyticsSchema),
    placeholderData: keepPreviousData,
  });
}

/** Users whose email contains `q`, newest first, one page of 50 at a time. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: keys.users(q),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (q) query.set('q', q);
      if (pageParam) query.set('cursor', pageParam);
      return api(`/api/admin/users?${query}`, adminUserPageSchema, { signal });
    },
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useUserDetails(id: string | null) {
  return useQuery({
    queryKey: keys.details(id ?? ''),
    queryFn: () => api(`/api/admin/users/${id}/details`, adminUserDetailsSchema),
    enabled: id !== null,
  });
}

export function useSystemLogs() {
  return useQuery({
    queryKey: keys.logs,
    queryFn: async () => (await api('/api/admin/logs?limit=50', logsResponseSchema)).logs,
    refetchInterval: LOGS_REFRESH_MS,
  });
}

export function useContactMessages() {
  return useQuery({
    queryKey: keys.messages,
    queryFn: () => api('/api/admin/contact-messages', contactMessagesResponseSchema),
  });
}

/** The admin's actions on users; each refreshes every admin figure and list, since all of them may change. */
export function useAdminActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN });
  const patch = <Body>(path: string, errorKey: string) => ({
    mutationFn: ({ id, body }: { id: string; body: Body }) =>
      api(`/api/admin/users/${id}/${path}`, adminUserSchema, { method: 'PATCH', body }),
    onSuccess: refresh,
    meta: { errorKey },
  });
  return {
    create: useMutation({
      mutationFn: (body: CreateUserRequest) => api('/api/admin/users', adminUserSchema, { method: 'POST', body }),
      onSuccess: refresh,
      meta: { errorKey: 'admin.createFailed' },
    }),
    password: useMutation({
      mutationFn: ({ id, newPassword }: { id: string; newPassword: string }) =>
        api(`/api/admin/users/${id}/password`, successMessageSchema, { method: 'PATCH', body: { newPassword } }),
      onSuccess: refresh,
      meta: { errorKey: 'admin.passwordFailed' },
    }),
    resetToken: useMutation({
      mutationFn: (id: string) =>
        api(`/api/admin/users/${id}/reset-password`, resetTokenResponseSchema, { method: 'POST' }),
      onSuccess: refresh,
      meta: { errorKey: 'admin.resetFailed' },
    }),
    plan: useMutation(patch<{ plan: PlanId }>('plan', 'admin.planFailed')),
    status: useMutation(patch<{ status: 'active' | 'suspended' }>('status', 'admin.statusFailed')),
    admin: useMutation(patch<{ isAdmin: boolean }>('admin', 'admin.adminFailed')),
    remove: useMutation({
      mutationFn: (id: string) => api(`/api/admin/users/${id}`, successMessageSchema, { method: 'DELETE' }),
      onSuccess: refresh,
      meta: { errorKey: 'admin.deleteFailed' },
    }),
  };
}

export function usePlatformActions() {
  const queryClient = useQueryClient();
  return {
    refresh: useMutation({
      mutationFn: () => api('/api/admin/refresh-data', refreshResponseSchema, { method: 'POST' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN }),
      meta: { errorKey: 'admin.refreshFailed' },
    }),
    exportData: useMutation({
      mutationFn: async () => {
        const { blob, disposition } = await apiDownload('/api/admin/export-data', 'POST');
        saveFile(blob, fileNameFrom(disposition, 'korai-platform.csv'));
      },
      ...retryWhenAsked,
      meta: { errorKey: 'admin.exportFailed' },
    }),
    markMessage: useMutation({
      mutationFn: ({ id, read }: { id: number; read: boolean }) =>
        api(`/api/admin/contact-messages/${id}`, successMessageSchema, { method: 'PATCH', body: { read } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.messages }),
      meta: { errorKey: 'admin.messageFailed' },
    }),
  };
}
