import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PLAN_IDS } from '../../../shared/plans';
import { createUserRequestSchema } from '../../../shared/schemas/admin';
import { Dialog } from '../../components/ui/Dialog';
import { FormActions } from '../../components/ui/FormActions';
import { showSuccessToast } from '../../components/ui/success-toast';
import { EmailField } from '../auth/EmailField';
import { PasswordField } from '../auth/PasswordField';
import { useAdminActions } from './useAdmin';

type Values = z.input<typeof createUserRequestSchema>;

/** 'Crea Utente': email, password and plan; the username comes from the email. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { create } = useAdminActions();
  const planId = useId();
  const form = useForm<Values>({
    resolver: zodResolver(createUserRequestSchema),
    defaultValues: { email: '', password: '', plan: 'free' },
  });
  const { errors } = form.formState;
  const [email, password] = form.watch(['email', 'password']);

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (user) => {
        showSuccessToast(t('admin.userCreated', { email: user.email }));
        close();
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('admin.createUser')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <EmailField error={errors.email?.message && t(errors.email.message)} {...form.register('email')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password?.message && t(errors.password.message)}
          {...form.register('password')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={planId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('admin.planLabel')}
          </label>
          <select
            id={planId}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
            {...form.register('plan')}
          >
            {PLAN_IDS.map((plan) => (
              <option key={plan} value={plan}>
                {t(`admin.plan.${plan}`)}
              </option>
            ))}
          </select>
        </div>
        <FormActions
          onCancel={close}
          submitLabel={t('admin.createUser')}
          submitting={create.isPending || !email || !password}
        />
      </form>
    </Dialog>
  );
}
