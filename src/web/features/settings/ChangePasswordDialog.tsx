import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordRequestSchema } from '../../../shared/schemas/user';
import { ApiError } from '../../api/client';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { PasswordField } from '../auth/PasswordField';
import { useAccountMutations } from './useAccount';

/** The current password and a new one; every other session ends. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { password } = useAccountMutations();
  const form = useForm<z.input<typeof changePasswordRequestSchema>>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit((values) => {
    password.mutate(values, {
      onSuccess: ({ message }) => {
        showSuccessToast(message);
        close();
      },
      onError: (error) => {
        // The form's messages are catalogue keys; the server's code names this one.
        if (error instanceof ApiError && error.code === 'wrong_password') {
          form.setError('currentPassword', { message: 'errors.wrong_password' }, { shouldFocus: true });
        }
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('settings.changePassword')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword?.message && t(errors.currentPassword.message)}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          error={errors.newPassword?.message && t(errors.newPassword.message)}
          {...form.register('newPassword')}
        />
        <FormActions onCancel={close} submitLabel={t('settings.changePassword')} submitting={password.isPending} />
      </form>
    </Dialog>
  );
}
