import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../../shared/schemas/user';
import { api } from '../../api/client';
import { LanguagePicker } from '../../components/LanguagePicker';
import { Logo } from '../../components/Logo';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { useSession } from '../auth/useSession';

/** The signed-in frame: fixed header with logo, language and exit, and the user's space below. */
export function AppShell({ user }: { user: User }) {
  const { t } = useTranslation();
  const session = useSession();
  const [confirmingExit, setConfirmingExit] = useState(false);

  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <header className="fixed inset-x-0 top-0 z-10 flex h-16 items-center justify-between gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <Link href="/app" aria-label={t('shell.home')} className="rounded-lg">
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <LanguagePicker
            onChange={(preferredLanguage) =>
              void api('/api/user/preferences', { method: 'PATCH', body: { preferredLanguage } }).catch(() => {})
            }
          />
          <Button variant="ghost" onClick={() => setConfirmingExit(true)} aria-label={t('shell.exit')}>
            <LogOut className="size-5" aria-hidden />
            <span className="hidden sm:inline">{t('shell.exit')}</span>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 pt-24 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('shell.welcome', { name: user.firstName || user.username })}
        </h1>
        {user.trialDaysLeft > 0 && (
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {t('shell.trialDaysLeft', { count: user.trialDaysLeft })}
          </p>
        )}
      </main>
      <ConfirmDialog
        open={confirmingExit}
        title={t('shell.confirmExit')}
        confirmLabel={t('shell.exit')}
        onConfirm={session.logout}
        onClose={() => setConfirmingExit(false)}
      />
    </div>
  );
}
