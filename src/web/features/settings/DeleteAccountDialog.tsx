import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storeToken } from '../../api/client';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { showErrorToast, showSuccessToast } from '../../components/ui/error-toast';
import { useAccountMutations } from './useAccount';

export const LEAVE_AFTER_DELETE_MS = 1500;
const LOST = ['account', 'boxes', 'events', 'goals', 'data'] as const;

/** Lists what is lost; once deleted, signs out and goes home after 1.5 s. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { deleteAccount } = useAccountMutations();

  async function confirm() {
    try {
      const { message } = await deleteAccount.mutateAsync();
      onClose();
      showSuccessToast(message);
      setTimeout(() => {
        storeToken(null);
        queryClient.clear();
        window.location.assign('/');
      }, LEAVE_AFTER_DELETE_MS);
    } catch (error) {
      showErrorToast(error, 'settings.deleteFailed');
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('settings.deleteTitle')}
      message={t('settings.deleteIntro')}
      confirmLabel={t('settings.deleteConfirm')}
      busy={deleteAccount.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-200">
        {LOST.map((item) => (
          <li key={item}>{t(`settings.lose.${item}`)}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-semibold text-red-700 dark:text-red-400">{t('settings.deleteIrreversible')}</p>
    </ConfirmDialog>
  );
}
