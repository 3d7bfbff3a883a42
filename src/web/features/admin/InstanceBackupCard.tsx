import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type InstanceBackupStatus, instanceBackupStatusSchema } from '../../../shared/schemas/instance-backup';
import { api } from '../../api/client';
import { Panel } from '../../components/ui/Panel';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime, formatMegabytes } from '../../lib/format';

/** The instance's backups on the dashboard: the last one's time and size, and a warning after 2 days without one. */
export function InstanceBackupCard() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: ['admin', 'instance-backup'],
    queryFn: () => api('/api/admin/instance-backup', instanceBackupStatusSchema),
  });
  return (
    <Panel
      icon={<DatabaseBackup className="size-4 text-brand-500" aria-hidden />}
      title={t('admin.instanceBackup.title')}
    >
      <QueryState query={status} failedTitle={t('admin.instanceBackup.loadFailed')}>
        {(data) => <BackupState status={data} />}
      </QueryState>
    </Panel>
  );
}

function BackupState({ status }: { status: InstanceBackupStatus }) {
  const { t, i18n } = useTranslation();
  if (status.state === 'external') {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.instanceBackup.external')}</p>;
  }
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p data-testid="instance-backup-last">
        {status.last
          ? t('admin.instanceBackup.last', {
              date: formatDateTime(status.last.takenAt, i18n.language),
              size: formatMegabytes(status.last.bytes, i18n.language),
            })
          : t('admin.instanceBackup.none')}
      </p>
      <p className="text-slate-600 dark:text-slate-300">
        {status.state === 'off'
          ? t('admin.instanceBackup.off')
          : t('admin.instanceBackup.schedule', { schedule: status.schedule, keep: status.keep })}
      </p>
      {status.stale && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-amber-100 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('admin.instanceBackup.stale')}
        </p>
      )}
    </div>
  );
}
