import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../../shared/schemas/user';
import { LanguagePicker } from '../../components/LanguagePicker';
import { Logo } from '../../components/Logo';
import { BackLink } from '../../components/ui/BackLink';
import { primaryLinkButton } from '../../components/ui/link-styles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { Toaster } from '../../components/ui/Toaster';
import { useAccountPage } from '../auth/useAccountPage';
import { LogsTab } from './LogsTab';
import { OverviewTab } from './OverviewTab';
import { SupportTab } from './SupportTab';
import { UsersTab } from './UsersTab';

const TABS = ['overview', 'users', 'logs', 'support'] as const;

/** /admin: the dashboard for admins; anyone else gets 'Accesso negato' and no admin call is ever made. */
export function AdminScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  useAccountPage(user);
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-2 px-3 py-1">
          <div className="flex items-center gap-3">
            <Link href="/app" aria-label={t('shell.home')} className="rounded-lg">
              <Logo />
            </Link>
            <span className="font-semibold">{t('admin.title')}</span>
          </div>
          <div className="flex items-center gap-2">
            <BackLink href="/app" className="rounded-lg px-2 text-sm font-medium">
              {t('admin.backToUserMode')}
            </BackLink>
            <LanguagePicker />
          </div>
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-3 pt-4 pb-24 sm:px-4">
        {user.isAdmin ? <Dashboard /> : <AccessDenied />}
      </main>
      <Toaster />
    </div>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
      <Tabs defaultValue="overview">
        <TabsList className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-slate-200/70 p-1 sm:flex dark:bg-slate-800">
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`admin.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="logs">
          <LogsTab />
        </TabsContent>
        <TabsContent value="support">
          <SupportTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

function AccessDenied() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 text-center">
      <ShieldAlert className="size-10 text-red-600" aria-hidden />
      <h1 className="text-2xl font-bold">{t('admin.accessDenied')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('admin.accessDeniedText')}</p>
      <Link href="/app" className={`${primaryLinkButton} inline-flex`}>
        {t('admin.backToUserMode')}
      </Link>
    </section>
  );
}
