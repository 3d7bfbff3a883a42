import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RestoreResult } from '../../../shared/schemas/backup';
import { SettingsCard } from '../../components/SettingsCard';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { QueryState } from '../../components/ui/QueryState';
import { showSuccessToast } from '../../components/ui/success-toast';
import { formatDateTime } from '../../lib/format';
import { BackupActions } from './BackupActions';
import { RestoreFigures } from './RestoreFigures';
import { useBackup } from './useBackup';

/** Settings' backup: download everything, restore a file after saying what it will do, and the last backup's date. */
export function BackupCard() {
  const { t, i18n } = useTranslation();
  const { status, download, preview, restore } = useBackup();
  const [chosen, setChosen] = useState<{ file: File; preview: RestoreResult } | null>(null);
  const [done, setDone] = useState<RestoreResult | null>(null);

  const check = (file: File | undefined) => {
    if (!file) return;
    setDone(null);
    preview.mutate(file, { onSuccess: (result) => setChosen({ file, preview: result }) });
  };
  const confirm = () => {
    if (!chosen) return;
    restore.mutate(chosen.file, {
      onSuccess: (result) => {
        setChosen(null);
        setDone(result);
        showSuccessToast(result.message);
      },
    });
  };

  return (
    <SettingsCard title={t('backup.title')}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('backup.intro')}</p>
      <QueryState query={status} failedTitle={t('backup.statusFailed')}>
        {({ lastBackupAt }) => (
          <p className="mb-3 text-sm" data-testid="last-backup">
            {lastBackupAt
              ? t('backup.lastBackup', { date: formatDateTime(lastBackupAt, i18n.language) })
              : t('backup.never')}
          </p>
        )}
      </QueryState>
      <BackupActions
        downloading={download.isPending}
        onDownload={() => download.mutate(undefined, { onSuccess: () => showSuccessToast(t('backup.downloaded')) })}
        checking={preview.isPending}
        onFile={check}
      />
      {done && (
        <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-700" data-testid="restore-result">
          <p className="font-semibold">{t('backup.resultTitle')}</p>
          <RestoreFigures result={done} />
        </div>
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={t('backup.confirmTitle')}
        message={chosen?.preview.mode === 'empty' ? t('backup.modeEmpty') : t('backup.modeMerge')}
        confirmLabel={t('backup.confirm')}
        tone="primary"
        busy={restore.isPending}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
      >
        {chosen && <RestoreFigures result={chosen.preview} />}
      </ConfirmDialog>
    </SettingsCard>
  );
}
