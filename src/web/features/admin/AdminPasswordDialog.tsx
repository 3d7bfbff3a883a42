import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type AdminUser, changePasswordRequestSchema } from '../../../shared/schemas/admin';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { PasswordField } from '../auth/PasswordField';
import { useAdminActions } from './useAdmin';

/** A new password for someone else; every session of theirs ends. */
export function AdminPasswordDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { password } = useAdminActions();
  const form = useForm<z.input<typeof changePasswordRequestSchema>>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { newPassword: '' },
  });
  const { errors } = form.formState;
  const typed = form.watch('newPassword');

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(({ newPassword }) => {
    if (!user) return;
    password.mutate(
      { id: user.id, newPassword },
      {
        onSuccess: ({ message }) => {
          showSuccessToast(message);
          close();
        },
      },
    );
  });

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(next) => !next && close()}
      title={t('admin.changePassword')}
      description={user ? t('admin.changePasswordFor', { email: user.email }) : undefined}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label={t('auth.newPassword')}
          autoComplete="new-password"
          error={errors.newPassword?.message && t(errors.newPassword.message)}
          {...form.register('newPassword')}
        />
        <FormActions
          onCancel={close}
          submitLabel={t('admin.changePassword')}
          submitting={password.isPending || !typed}
        />
      </form>
    </Dialog>
  );
}
