import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../../shared/schemas/user';
import { LanguagePicker } from '../../components/LanguagePicker';
import { Logo } from '../../components/Logo';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Spinner } from '../../components/ui/Spinner';
import { Toaster } from '../../components/ui/Toaster';
import { useServiceWorker } from '../../hooks/useServiceWorker';
import { lazyScreen } from '../../lib/lazy-screen';
import { useAccountPage } from '../auth/useAccountPage';
import { useSession } from '../auth/useSession';
import { useEventOutbox } from '../boxes/useEventOutbox';
import { KeepBoxesGate } from '../subscription/KeepBoxesGate';
import { TrialWelcomeDialog } from '../subscription/TrialWelcomeDialog';
import { GuideDialog } from '../tutorial/GuideDialog';
import { TutorialOverlay } from '../tutorial/TutorialOverlay';
import { WelcomeDialog } from '../tutorial/WelcomeDialog';
import { PendingEventsCount } from './PendingEventsCount';
import { ShellTabs } from './ShellTabs';
import { TrialBanner } from './TrialBanner';
import { UserMenu } from './UserMenu';
import { useView } from './useView';
import type { View } from './views';

const BoxesScreen = lazyScreen(() => import('../boxes/BoxesScreen'), 'BoxesScreen');
const GoalsScreen = lazyScreen(() => import('../goals/GoalsScreen'), 'GoalsScreen');
const ReportsScreen = lazyScreen(() => import('../reports/ReportsScreen'), 'ReportsScreen');
const SettingsScreen = lazyScreen(() => import('../settings/SettingsScreen'), 'SettingsScreen');
const ContactScreen = lazyScreen(() => import('../contact/ContactScreen'), 'ContactScreen');
const HelpScreen = lazyScreen(() => import('../help/HelpScreen'), 'HelpScreen');
const TrashScreen = lazyScreen(() => import('../trash/TrashScreen'), 'TrashScreen');
const KoraiScreen = lazyScreen(() => import('../korai/KoraiScreen'), 'KoraiScreen');

function Screen({ view, user }: { view: View; user: User }) {
  switch (view) {
    case 'goals':
      return <GoalsScreen user={user} />;
    case 'reports':
    case 'search':
      return <ReportsScreen user={user} tab={view === 'search' ? 'search' : 'stats'} />;
    case 'korai':
      return <KoraiScreen user={user} />;
    case 'settings':
      return <SettingsScreen user={user} />;
    case 'contact':
      return <ContactScreen user={user} />;
    case 'help':
      return <HelpScreen user={user} />;
    case 'trash':
      return <TrashScreen />;
    default:
      return <BoxesScreen user={user} />;
  }
}

/** The signed-in frame: fixed header (logo, language, user menu), the tabs, and the current view. */
export function AppShell({ user }: { user: User }) {
  const { t } = useTranslation();
  const session = useSession();
  const [view] = useView();
  const [confirmingExit, setConfirmingExit] = useState(false);
  useAccountPage(user);
  useEventOutbox(user.id);
  useServiceWorker();

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="fixed inset-x-0 top-0 z-30 h-14 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <div className="mx-auto flex h-full max-w-5xl items-center justify-between gap-2 px-3">
          <Link href="/app" aria-label={t('shell.home')} className="inline-flex rounded-lg">
            <Logo />
          </Link>
          <div className="flex items-center gap-1">
            <PendingEventsCount userId={user.id} />
            <LanguagePicker />
            <UserMenu user={user} onExit={() => setConfirmingExit(true)} />
          </div>
        </div>
      </header>
      <ShellTabs view={view} />
      <main className="mx-auto max-w-5xl px-4 pt-32 pb-24">
        <TrialBanner user={user} />
        <Suspense fallback={<Spinner />}>
          <Screen view={view} user={user} />
        </Suspense>
      </main>
      <WelcomeDialog user={user} />
      <TutorialOverlay userId={user.id} />
      <GuideDialog />
      <TrialWelcomeDialog user={user} />
      <KeepBoxesGate user={user} />
      <Toaster />
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
