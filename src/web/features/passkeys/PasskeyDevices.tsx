import { Fingerprint, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { formatDateTime } from '../../lib/format';
import { passkeyBlocker, usePasskeyConfig, usePasskeys } from './usePasskeys';

/** The security card's biometric part: add this device's fingerprint or face, and the devices already added. */
export function PasskeyDevices() {
  const { t, i18n } = useTranslation();
  const config = usePasskeyConfig();
  const { list, register, remove } = usePasskeys(true);

  return (
    <div className="mb-5 border-b border-slate-200 pb-4 dark:border-slate-700">
      <h3 className="mb-1 font-medium">{t('passkeys.title')}</h3>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('passkeys.intro')}</p>
      <QueryState query={config} failedTitle={t('passkeys.configFailed')}>
        {(settings) => {
          const blocker = passkeyBlocker(settings);
          return blocker ? (
            <p
              role="note"
              className="mb-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {t(`passkeys.blocked.${blocker}`, { host: settings.rpId })}
            </p>
          ) : (
            <Button
              variant="secondary"
              className="mb-3"
              disabled={register.isPending}
              onClick={() => register.mutate(i18n.language, { onSuccess: ({ message }) => showSuccessToast(message) })}
            >
              <Fingerprint className="size-4" aria-hidden />
              {register.isPending ? t('passkeys.registering') : t('passkeys.register')}
            </Button>
          );
        }}
      </QueryState>
      <QueryState
        query={list}
        failedTitle={t('passkeys.listFailed')}
        isEmpty={(keys) => keys.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-400">{t('passkeys.none')}</p>}
      >
        {(keys) => (
          <ul className="flex flex-col gap-2" aria-label={t('passkeys.devices')}>
            {keys.map((key) => (
              <li
                key={key.id}
                className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
              >
                <Fingerprint className="size-5 shrink-0 text-slate-500" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{key.deviceName}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {key.lastUsedAt
                      ? t('passkeys.lastUsed', { date: formatDateTime(key.lastUsedAt, i18n.language) })
                      : t('passkeys.added', { date: formatDateTime(key.createdAt, i18n.language) })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={t('passkeys.deleteNamed', { device: key.deviceName })}
                  onClick={() => remove.mutate(key.id, { onSuccess: ({ message }) => showSuccessToast(message) })}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
