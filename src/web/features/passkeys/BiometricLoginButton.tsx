import { startAuthentication, WebAuthnError } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CeremonyOptions,
  ceremonyOptionsSchema,
  loginVerifyResponseSchema,
} from '../../../shared/schemas/passkeys';
import { ApiError, api } from '../../api/client';
import { Button } from '../../components/ui/Button';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { passkeyBlocker, usePasskeyConfig } from './usePasskeys';

/** How long the typed email must stay still before Korai asks whether it has a passkey. */
export const EMAIL_CHECK_DEBOUNCE_MS = 800;

type Failure = { title: string; message: string };

/**
 * The login screen's biometric button: shown once the typed email (with an '@') has a passkey on this host.
 * A 404 or any failure of that check keeps it hidden.
 */
export function BiometricLoginButton({
  email,
  rememberMe,
  onSignedIn,
  onFailure,
}: {
  email: string;
  rememberMe: boolean;
  onSignedIn: (token: string) => Promise<void>;
  onFailure: (failure: Failure | null) => void;
}) {
  const { t } = useTranslation();
  const config = usePasskeyConfig();
  const settled = useDebouncedValue(email.trim().toLowerCase(), EMAIL_CHECK_DEBOUNCE_MS);
  const usable = config.data ? passkeyBlocker(config.data) === null : false;
  const check = useQuery({
    queryKey: ['passkey-login-check', settled],
    queryFn: () =>
      api('/api/auth/webauthn/login-options', ceremonyOptionsSchema, { method: 'POST', body: { email: settled } }),
    enabled: usable && settled.includes('@'),
    staleTime: 0,
    gcTime: 0,
  });
  const [busy, setBusy] = useState(false);
  if (!usable || !settled.includes('@') || !check.data || email.trim().toLowerCase() !== settled) return null;

  async function signIn() {
    setBusy(true);
    onFailure(null);
    try {
      let options: CeremonyOptions;
      try {
        // A fresh challenge: the one from the check may be minutes old.
        options = await api('/api/auth/webauthn/login-options', ceremonyOptionsSchema, {
          method: 'POST',
          body: { email: settled, rememberMe },
        });
      } catch {
        onFailure({ title: t('passkeys.loginFailed'), message: t('passkeys.optionsFailed') });
        return;
      }
      let credential: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        credential = await startAuthentication({ optionsJSON: options as never });
      } catch (cause) {
        // The browser says NotAllowedError when the person cancels or lets the prompt time out.
        const name = cause instanceof WebAuthnError ? (cause.cause as Error | undefined)?.name : (cause as Error)?.name;
        const cancelled = name === 'NotAllowedError' || name === 'AbortError';
        onFailure({
          title: cancelled ? t('passkeys.cancelled') : t('passkeys.loginFailed'),
          message: t('passkeys.tryPassword'),
        });
        return;
      }
      try {
        const { token } = await api('/api/auth/webauthn/login-verify', loginVerifyResponseSchema, {
          method: 'POST',
          body: { credential },
        });
        await onSignedIn(token);
      } catch (cause) {
        const suspended = cause instanceof ApiError && cause.code === 'account_suspended';
        onFailure({
          title: t('passkeys.loginFailed'),
          message: suspended ? cause.message : t('passkeys.tryPassword'),
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" disabled={busy} onClick={() => void signIn()}>
      <Fingerprint className="size-5" aria-hidden />
      {busy ? t('passkeys.signingIn') : t('passkeys.signIn')}
    </Button>
  );
}
