import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';

/** Download a backup, or choose a backup file to restore. */
export function BackupActions({
  downloading,
  onDownload,
  checking,
  onFile,
}: {
  downloading: boolean;
  onDownload: () => void;
  checking: boolean;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button variant="secondary" disabled={downloading} onClick={onDownload}>
        <Download className="size-4" aria-hidden />
        {t('backup.download')}
      </Button>
      <Button variant="secondary" disabled={checking} onClick={() => input.current?.click()}>
        <Upload className="size-4" aria-hidden />
        {checking ? t('backup.checking') : t('backup.restore')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        aria-label={t('backup.fileLabel')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
