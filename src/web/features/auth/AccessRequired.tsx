import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { primaryLinkButton } from '../../components/ui/link-styles';
import { AuthLayout } from './AuthLayout';

/** What /cestino shows without a user. */
export function AccessRequired() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('errors.unauthorized')}>
      <div className="flex flex-col items-start gap-4">
        <Lock className="size-8 text-brand-500" aria-hidden />
        <p className="text-slate-700 dark:text-slate-200">{t('shell.accessRequiredText')}</p>
        <Link href="/login" className={`${primaryLinkButton} inline-flex`}>
          {t('auth.signIn')}
        </Link>
      </div>
    </AuthLayout>
  );
}
