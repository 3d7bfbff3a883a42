import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../shared/schemas/auth';
import {
  ceremonyOptionsSchema,
  type PasskeyConfig,
  passkeyConfigSchema,
  passkeyListSchema,
  registerVerifyResponseSchema,
} from '../../../shared/schemas/passkeys';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { passkeyDeviceName } from './passkey-device-name';

/** Why this browser cannot add a passkey here, or null when it can. */
export type PasskeyBlocker = 'unsupported' | 'localhostOnly' | 'otherHost' | null;

export function passkeyBlocker(config: PasskeyConfig, hostname = window.location.hostname): PasskeyBlocker {
  if (!browserSupportsWebAuthn()) return 'unsupported';
  if (hostname === config.rpId || hostname.endsWith(`.${config.rpId}`)) return null;
  return config.localhostOnly ? 'localhostOnly' : 'otherHost';
}

export function usePasskeyConfig() {
  return useQuery({
    queryKey: queryKeys.passkeyConfig,
    queryFn: () => api('/api/auth/webauthn/config', passkeyConfigSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The account's passkeys, adding one (the browser's own dialog asks for the fingerprint or face) and removing one. */
export function usePasskeys(enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });
  const list = useQuery({
    queryKey: queryKeys.passkeys,
    queryFn: () => api('/api/auth/webauthn/credentials', passkeyListSchema),
    enabled,
  });
  const register = useMutation({
    mutationFn: async (language: string) => {
      const options = await api('/api/auth/webauthn/register-options', ceremonyOptionsSchema, { method: 'POST' });
      const credential = await startRegistration({ optionsJSON: options as never });
      return api('/api/auth/webauthn/register-verify', registerVerifyResponseSchema, {
        method: 'POST',
        body: { credential, deviceName: passkeyDeviceName(navigator.userAgent, new Date(), language) },
      });
    },
    onSuccess: refresh,
    meta: { errorKey: 'passkeys.registerFailed' },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api(`/api/auth/webauthn/credentials/${encodeURIComponent(id)}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: refresh,
    meta: { errorKey: 'passkeys.deleteFailed' },
  });
  return { list, register, remove };
}
