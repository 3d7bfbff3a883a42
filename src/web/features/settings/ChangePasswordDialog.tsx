import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordRequestSchema } from '../../../shared/schemas/user';
import { Dialog } from '../../components/ui/Dialog';
import { showErrorToast, showSuccessToast } from '../../components/ui/error-toast';
import { FormActions } from '../../components/ui/FormActions';
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
  const { errors, isSubmitting } = form.formState;

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await password.mutateAsync(values);
      showSuccessToast(message);
      close();
    } catch (error) {
      showErrorToast(error, 'settings.passwordFailed');
    }
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
        <FormActions onCancel={close} submitLabel={t('settings.changePassword')} submitting={isSubmitting} />
      </form>
    </Dialog>
  );
}
