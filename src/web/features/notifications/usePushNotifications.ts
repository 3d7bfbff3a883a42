import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import { pushPublicKeySchema, pushTestResponseSchema } from '../../../shared/schemas/push';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { SERVICE_WORKER_URL } from '../../hooks/useServiceWorker';
import { i18n } from '../../i18n/setup';

/** Where this browser stands: unsupported, or its permission and whether it is subscribed. */
export interface PushState {
  supported: boolean;
  permission: NotificationPermission;
  subscribed: boolean;
}

/** A step of turning push on that failed, with the spec's message for it. */
export class PushSetupError extends Error {}

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function readState(): Promise<PushState> {
  if (!supported()) return { supported: false, permission: 'denied', subscribed: false };
  return { supported: true, permission: Notification.permission, subscribed: (await currentSubscription()) !== null };
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function subscribe(): Promise<void> {
  if (!supported()) throw new PushSetupError(i18n.t('notifications.push.unsupported'));
  let registration: ServiceWorkerRegistration;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    registration = await navigator.serviceWorker.ready;
  } catch {
    throw new PushSetupError(i18n.t('notifications.push.workerFailed'));
  }
  if (!registration.pushManager) throw new PushSetupError(i18n.t('notifications.push.workerUnavailable'));
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(i18n.t('notifications.push.permissionDenied'));
  const { publicKey } = await api('/api/push/public-key', pushPublicKeySchema);
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }));
  } catch {
    throw new PushSetupError(i18n.t('notifications.push.subscribeFailed'));
  }
  await api('/api/push/subscribe', messageResponseSchema, { method: 'POST', body: subscription.toJSON() });
}

async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api('/api/push/unsubscribe', messageResponseSchema, {
    method: 'POST',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}

/** This browser's push state, turning push on and off, and the test notification. */
export function usePushNotifications() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: queryKeys.pushState, queryFn: readState, staleTime: 0 });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.pushState });
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? subscribe() : unsubscribe()),
    onSettled: refresh,
  });
  const test = useMutation({
    mutationFn: () => api('/api/push/test', pushTestResponseSchema, { method: 'POST' }),
    meta: { errorKey: 'notifications.push.testFailed' },
  });
  return { state, toggle, test };
}
