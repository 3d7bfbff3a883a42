import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

/** Turns a failed submit into the alert the user sees: the server's message, or a connection problem. */
export function useSubmitError(fallbackKey: string) {
  const { t } = useTranslation();
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  return {
    error,
    clear: () => setError(null),
    show(cause: unknown, titleKey: string) {
      if (cause instanceof ApiError && cause.code === 'network') {
        setError({ title: t('common.connectionError'), message: t('common.checkConnection') });
      } else {
        setError({ title: t(titleKey), message: cause instanceof ApiError ? cause.message : t(fallbackKey) });
      }
    },
  };
}
