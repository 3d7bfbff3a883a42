import { KeyRound, LifeBuoy, MessageCircle, MonitorSmartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { User } from '../../../shared/schemas/user';
import { SettingsCard } from '../../components/SettingsCard';
import { Button } from '../../components/ui/Button';
import { Switch } from '../../components/ui/Switch';
import { ApiAccessCard } from '../api-tokens/ApiAccessCard';
import { BackupCard } from '../backup/BackupCard';
import { ImportCard } from '../import/ImportCard';
import { NotificationsCard } from '../notifications/NotificationsCard';
import { PasskeyDevices } from '../passkeys/PasskeyDevices';
import { openSupportChat } from '../support/support-chat-store';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ProfileCard } from './ProfileCard';
import { SessionsDialog } from './SessionsDialog';
import { useAccountMutations } from './useAccount';

type Open = 'password' | 'sessions' | 'delete' | null;

export function SettingsScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { preferences } = useAccountMutations();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <section aria-labelledby="settings-title" className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 id="settings-title" className="text-2xl font-bold">
        {t('settings.title')}
      </h1>
      <ProfileCard user={user} />
      <SettingsCard title={t('settings.appearance')}>
        <Switch
          label={t('settings.darkTheme')}
          checked={user.theme === 'dark'}
          disabled={preferences.isPending}
          onCheckedChange={(dark) => preferences.mutate({ theme: dark ? 'dark' : 'light' })}
        />
      </SettingsCard>
      <NotificationsCard user={user} />
      <ImportCard />
      <BackupCard />
      <SettingsCard title={t('settings.security')}>
        <PasskeyDevices />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" onClick={() => setOpen('password')}>
            <KeyRound className="size-4" aria-hidden />
            {t('settings.changePassword')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen('sessions')}>
            <MonitorSmartphone className="size-4" aria-hidden />
            {t('settings.sessions')}
          </Button>
        </div>
        <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-700">
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">{t('settings.deleteHint')}</p>
          <Button variant="danger" onClick={() => setOpen('delete')}>
            <Trash2 className="size-4" aria-hidden />
            {t('settings.deleteAccount')}
          </Button>
        </div>
      </SettingsCard>
      <ApiAccessCard />
      <SettingsCard title={t('settings.support')}>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('settings.supportText')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => navigate('/contact')}>
            <LifeBuoy className="size-4" aria-hidden />
            {t('settings.contactUs')}
          </Button>
          <Button variant="secondary" onClick={openSupportChat}>
            <MessageCircle className="size-4" aria-hidden />
            {t('settings.chatbot')}
          </Button>
        </div>
        <Link
          href="/help"
          className="mt-1 flex min-h-11 items-center text-sm text-brand-700 underline dark:text-brand-100"
        >
          {t('help.settingsLink')}
        </Link>
        <Link
          href="/privacy"
          className="mt-1 flex min-h-11 items-center text-sm text-brand-700 underline dark:text-brand-100"
        >
          {t('landing.privacyMore')}
        </Link>
      </SettingsCard>
      <ChangePasswordDialog open={open === 'password'} onClose={close} />
      <SessionsDialog open={open === 'sessions'} onClose={close} />
      <DeleteAccountDialog open={open === 'delete'} onClose={close} />
    </section>
  );
}
