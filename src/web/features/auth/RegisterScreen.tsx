import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type RegisterRequest, registerRequestSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/Button';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { useSession } from './useSession';
import { useSubmitError } from './useSubmitError';

export function RegisterScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const submitError = useSubmitError('auth.registerFailed', 'auth.registerFailed');
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthLayout title={t('auth.registerTitle')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => submitError.attempt(() => session.register(values)))}
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('auth.registerIntro')}</p>
        <FormAlert title={submitError.error?.title} message={submitError.error?.message ?? null} />
        <EmailField error={errors.email?.message && t(errors.email.message)} {...form.register('email')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password?.message && t(errors.password.message)}
          {...form.register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('auth.creatingAccount') : t('auth.createAccount')}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t('auth.haveAccount')}{' '}
          <Link href="/login" className="font-medium text-brand-600 hover:underline">
            {t('auth.signIn')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
