import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import {
  type NotificationSettingsRequest,
  notificationSaveResponseSchema,
  notificationSettingsResponseSchema,
} from '../../../shared/schemas/notifications';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The smart-notification choices and the weekly digest switch, as the server keeps them. */
export function useNotificationSettings(enabled = true) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notificationSettings });
  const settings = useQuery({
    queryKey: queryKeys.notificationSettings,
    queryFn: () => api('/api/notification-settings', notificationSettingsResponseSchema),
    enabled,
  });
  const save = useMutation({
    mutationFn: (body: NotificationSettingsRequest) =>
      api('/api/notification-settings', notificationSaveResponseSchema, { method: 'POST', body }),
    onSettled: refresh,
    meta: { errorKey: 'notifications.updateFailed' },
  });
  const digest = useMutation({
    mutationFn: (weeklyDigest: boolean) =>
      api('/api/notification-settings/weekly-digest', messageResponseSchema, {
        method: 'PUT',
        body: { weeklyDigest },
      }),
    onSettled: refresh,
    meta: { errorKey: 'notifications.updateFailed' },
  });
  return { settings, save, digest };
}
