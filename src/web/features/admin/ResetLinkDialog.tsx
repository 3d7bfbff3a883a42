import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { showSuccessToast } from '../../components/ui/success-toast';

/** The reset link for the admin to pass on: valid for an hour, once. */
export function ResetLinkDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.resetLink')}
      description={t('admin.resetLinkText')}
    >
      <div className="flex flex-col gap-3">
        <input
          readOnly
          value={link ?? ''}
          aria-label={t('admin.resetLink')}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-slate-50 px-3 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
        />
        <Button
          className="self-end"
          onClick={() =>
            void navigator.clipboard?.writeText(link ?? '').then(() => showSuccessToast(t('admin.copied')))
          }
        >
          {t('admin.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
