import { Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type User, userSchema } from '../../../shared/schemas/user';
import { api } from '../../api/client';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useSetUser } from '../auth/useSetUser';
import { openTutorial, requestNewBox } from './overlays';

/**
 * A new account's one welcome: what Korai is, the trial in a line, and the way to the first box. The tutorial, the
 * guide and the trial's details stay in the menu, the boxes screen and the trial banner. Closing it in any way is
 * recorded on the account, so it never comes back, and no other dialog follows it by itself.
 */
export function WelcomeDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const setUser = useSetUser();
  const trialing = user.subscriptionStatus === 'trialing' && user.trialDaysLeft > 0;

  async function dismiss() {
    setUser({ ...user, showTutorial: false, trialWelcomeSeen: true });
    try {
      const [, updated] = await Promise.all([
        api('/api/user/trial-welcome', userSchema, { method: 'PUT' }),
        api('/api/user/tutorial', userSchema, { method: 'PATCH', body: { showTutorial: false } }),
      ]);
      setUser({ ...updated, trialWelcomeSeen: true });
    } catch {
      // Not recorded: it opens again next time, nothing is lost.
    }
  }

  function firstBox() {
    void dismiss();
    if (location !== '/app' && location !== '/boxes') navigate('/app');
    requestNewBox();
  }

  function tour() {
    void dismiss();
    openTutorial();
  }

  return (
    <Dialog
      open={user.showTutorial}
      onOpenChange={(open) => !open && void dismiss()}
      title={t('welcome.title')}
      description={t('welcome.text')}
    >
      <div className="flex flex-col gap-4">
        {trialing && (
          <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:bg-slate-800 dark:text-brand-100">
            <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('trial.welcomeIntro', { count: user.trialDaysLeft })}
          </p>
        )}
        <Button onClick={firstBox}>
          <Plus className="size-5" aria-hidden />
          {t('welcome.firstBox')}
        </Button>
        <Button variant="secondary" onClick={tour}>
          {t('welcome.tour')}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">{t('welcome.later')}</p>
      </div>
    </Dialog>
  );
}
