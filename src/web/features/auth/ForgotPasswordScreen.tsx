import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { forgotPasswordRequestSchema, messageResponseSchema } from '../../../shared/schemas/auth';
import { api } from '../../api/client';
import { Button } from '../../components/ui/Button';
import { AuthLayout } from './AuthLayout';
import { DoneMessage } from './DoneMessage';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import { useSubmitError } from './useSubmitError';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const submitError = useSubmitError('common.error', 'common.genericError');
  const form = useForm<z.infer<typeof forgotPasswordRequestSchema>>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthLayout title={t('auth.forgotTitle')}>
      {sent ? (
        <DoneMessage message={sent} linkLabel={t('auth.backToLogin')} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) =>
            submitError.attempt(async () => {
              const { message } = await api('/api/auth/forgot-password', messageResponseSchema, {
                method: 'POST',
                body: values,
              });
              setSent(message);
            }),
          )}
        >
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth.forgotIntro')}</p>
          <FormAlert title={submitError.error?.title} message={submitError.error?.message ?? null} />
          <EmailField error={errors.email?.message && t(errors.email.message)} {...form.register('email')} />
          <Button type="submit" disabled={isSubmitting}>
            {t('auth.sendResetLink')}
          </Button>
          <Link href="/login" className="text-center text-sm text-brand-600 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </form>
      )}
    </AuthLayout>
  );
}
