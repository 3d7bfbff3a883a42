import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

/**
 * Runs a form's request and turns a failure into the alert the user sees: titled `titleKey`, with the server's
 * message, `fallbackKey` when the server gave none, or the connection problem when it could not be reached.
 */
export function useSubmitError(titleKey: string, fallbackKey: string) {
  const { t } = useTranslation();
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  return {
    error,
    async attempt(action: () => Promise<unknown>) {
      setError(null);
      try {
        await action();
      } catch (cause) {
        if (cause instanceof ApiError && cause.code === 'network') {
          setError({ title: t('common.connectionError'), message: t('common.checkConnection') });
        } else {
          setError({ title: t(titleKey), message: cause instanceof ApiError ? cause.message : t(fallbackKey) });
        }
      }
    },
  };
}
