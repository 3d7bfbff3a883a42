import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, storeToken } from '../../api/client';
import { pendingEvents } from '../../api/outbox/pending-events';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { showSuccessToast } from '../../components/ui/success-toast';
import { PasswordField } from '../auth/PasswordField';
import { useUser } from '../auth/useUser';
import { useAccountMutations } from './useAccount';

export const LEAVE_AFTER_DELETE_MS = 1500;
const LOST = ['account', 'boxes', 'events', 'goals', 'data'] as const;

/** Lists what is lost and asks for the password; once deleted, signs out and goes home after 1.5 s. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { deleteAccount } = useAccountMutations();
  const userId = useUser().data?.id;
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  function close() {
    setPassword('');
    setPasswordError(undefined);
    onClose();
  }

  function confirm() {
    if (!password) {
      setPasswordError(t('validation.passwordRequired'));
      return;
    }
    deleteAccount.mutate(password, {
      onSuccess: ({ message }) => {
        // Events still waiting on this device belonged to the account: they are never sent.
        if (userId) void pendingEvents.dropAllOf(userId);
        close();
        showSuccessToast(message);
        setTimeout(() => {
          storeToken(null);
          queryClient.clear();
          window.location.assign('/');
        }, LEAVE_AFTER_DELETE_MS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'wrong_password') setPasswordError(error.message);
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('settings.deleteTitle')}
      message={t('settings.deleteIntro')}
      confirmLabel={t('settings.deleteConfirm')}
      busy={deleteAccount.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-200">
        {LOST.map((item) => (
          <li key={item}>{t(`settings.lose.${item}`)}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-semibold text-red-700 dark:text-red-400">{t('settings.deleteIrreversible')}</p>
      <PasswordField
        className="mt-4"
        label={t('settings.deletePassword')}
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => {
          setPassword(event.target.value);
          setPasswordError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') confirm();
        }}
      />
    </ConfirmDialog>
  );
}
