import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../../shared/schemas/user';
import { LanguagePicker } from '../../components/LanguagePicker';
import { Logo } from '../../components/Logo';
import { BackLink } from '../../components/ui/BackLink';
import { Toaster } from '../../components/ui/Toaster';
import { useAccountPage } from '../auth/useAccountPage';

/** The frame of the plan and payment screens: the logo back to the boxes, the language, a way back. */
export function SubscriptionLayout({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  useAccountPage(user);
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-3">
          <Link href="/app" aria-label={t('shell.home')} className="inline-flex rounded-lg">
            <Logo />
          </Link>
          <LanguagePicker />
        </div>
      </header>
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pt-4 pb-24">
        <BackLink href="/app" className="self-start rounded-lg font-medium">
          {t('subscription.backToApp')}
        </BackLink>
        {children}
      </main>
      <Toaster />
    </div>
  );
}
