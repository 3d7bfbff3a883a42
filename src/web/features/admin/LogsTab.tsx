import { RefreshCw, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime } from '../../lib/format';
import { useSystemLogs } from './useAdmin';

/** Log Attività: the last 50 entries, refreshed every 30 s and on demand. */
export function LogsTab() {
  const { t, i18n } = useTranslation();
  const logs = useSystemLogs();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">{t('admin.logsTitle')}</h2>
        <Button variant="secondary" disabled={logs.isFetching} onClick={() => void logs.refetch()}>
          <RefreshCw className={`size-4 ${logs.isFetching ? 'animate-spin' : ''}`} aria-hidden />
          {t('admin.refresh')}
        </Button>
      </div>
      <QueryState
        query={logs}
        failedTitle={t('admin.logsFailed')}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState icon={<ScrollText className="mx-auto size-8" />} title={t('admin.noLogs')} />}
      >
        {(rows) => (
          // Cells wrap rather than scroll sideways, so a phone shows the whole table.
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <table className="w-full table-fixed text-start text-sm">
              <thead className="bg-slate-100 dark:bg-slate-800">
                <tr>
                  {(['type', 'message', 'user', 'time'] as const).map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`px-2 py-2 text-start font-semibold sm:px-3 ${column === 'time' ? 'hidden sm:table-cell' : ''}`}
                    >
                      {t(`admin.logColumn.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((log) => (
                  <tr key={log.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                    <td className="px-2 py-2 sm:px-3">
                      <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold dark:bg-slate-800">
                        {t(`admin.logType.${log.type}`)}
                      </span>
                    </td>
                    <td className="px-2 py-2 break-words sm:px-3">
                      {log.message}
                      {log.actorEmail && (
                        <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
                          {t('admin.logBy', { email: log.actorEmail })}
                        </span>
                      )}
                      {/* On a phone the time goes under the message instead of a column of its own. */}
                      <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                        {formatDateTime(log.timestamp, i18n.language)}
                      </span>
                    </td>
                    <td className="px-2 py-2 break-all sm:px-3">{log.userEmail ?? '—'}</td>
                    <td className="hidden px-3 py-2 sm:table-cell">{formatDateTime(log.timestamp, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </div>
  );
}
