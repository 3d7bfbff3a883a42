import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { formatDateTime } from '../../lib/format';
import { useSessions } from './useAccount';

/** Where the account is signed in; any other session can be ended. */
export function SessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { sessions, end } = useSessions(open);

  function endSession(id: string) {
    end.mutate(id, { onSuccess: ({ message }) => showSuccessToast(message) });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('settings.sessions')}>
      <QueryState query={sessions} failedTitle={t('settings.sessionsLoadFailed')}>
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((session) => (
              <li
                key={session.id}
                className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
              >
                <MonitorSmartphone className="size-5 shrink-0 text-slate-500" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{session.device ?? t('settings.unknownDevice')}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {t('settings.lastUsed', { date: formatDateTime(session.lastUsedAt, i18n.language) })}
                  </p>
                </div>
                {session.current ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t('settings.thisDevice')}
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={end.isPending}
                    onClick={() => endSession(session.id)}
                    aria-label={t('settings.endSessionNamed', {
                      device: session.device ?? t('settings.unknownDevice'),
                    })}
                  >
                    {t('settings.endSession')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Dialog>
  );
}
