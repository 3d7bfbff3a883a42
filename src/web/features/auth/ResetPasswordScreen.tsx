import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import {
  messageResponseSchema,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
} from '../../../shared/schemas/auth';
import { api } from '../../api/client';
import { Button } from '../../components/ui/Button';
import { AuthLayout } from './AuthLayout';
import { DoneMessage } from './DoneMessage';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { useSubmitError } from './useSubmitError';

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const submitError = useSubmitError('common.error', 'common.genericError');
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthLayout title={t('auth.resetTitle')}>
      {done ? (
        <DoneMessage message={done} linkLabel={t('auth.signIn')} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) =>
            submitError.attempt(async () => {
              const { message } = await api('/api/auth/reset-password', messageResponseSchema, {
                method: 'POST',
                body: values,
              });
              setDone(message);
            }),
          )}
        >
          <FormAlert
            title={submitError.error?.title}
            message={submitError.error?.message ?? (errors.token?.message ? t(errors.token.message) : null)}
          />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            error={errors.password?.message && t(errors.password.message)}
            {...form.register('password')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {t('auth.saveNewPassword')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
