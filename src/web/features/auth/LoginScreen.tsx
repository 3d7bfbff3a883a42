import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { loginRequestSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/Button';
import { BiometricLoginButton } from '../passkeys/BiometricLoginButton';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { REMEMBERED_EMAIL_KEY, useSession } from './useSession';
import { useSubmitError } from './useSubmitError';

type LoginForm = z.input<typeof loginRequestSchema>;

export function LoginScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const submitError = useSubmitError('auth.loginFailed', 'auth.invalidCredentials');
  const remembered = localStorage.getItem(REMEMBERED_EMAIL_KEY);
  const form = useForm<LoginForm, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: remembered ?? '', password: '', rememberMe: Boolean(remembered) },
  });
  const { errors, isSubmitting } = form.formState;
  const [biometricFailure, setBiometricFailure] = useState<{ title: string; message: string } | null>(null);
  const alert = biometricFailure ?? submitError.error;

  return (
    <AuthLayout title={t('auth.loginTitle')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => {
          setBiometricFailure(null);
          return submitError.attempt(() => session.login(values));
        })}
      >
        <FormAlert title={alert?.title} message={alert?.message ?? null} />
        <EmailField error={errors.email?.message && t(errors.email.message)} {...form.register('email')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message && t(errors.password.message)}
          {...form.register('password')}
        />
        <div className="flex items-center justify-between gap-2 text-sm">
          <label className="flex min-h-11 items-center gap-2 text-slate-700 dark:text-slate-200">
            <input type="checkbox" className="size-4 accent-brand-500" {...form.register('rememberMe')} />
            {t('auth.rememberMe')}
          </label>
          <Link
            href="/forgot-password"
            className="inline-flex min-h-11 items-center text-brand-600 underline-offset-2 hover:underline"
          >
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
        <BiometricLoginButton
          email={form.watch('email') ?? ''}
          rememberMe={Boolean(form.watch('rememberMe'))}
          onSignedIn={async (token) => {
            const email = form.getValues('email').trim().toLowerCase();
            if (form.getValues('rememberMe')) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
            else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
            await session.enter({ token });
          }}
          onFailure={setBiometricFailure}
        />
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t('auth.noAccount')}{' '}
          <Link href="/register" className="font-medium text-brand-600 hover:underline">
            {t('auth.signUp')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
