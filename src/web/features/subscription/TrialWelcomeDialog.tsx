import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PLANS, TRIAL_DAYS } from '../../../shared/plans';
import { type User, userSchema } from '../../../shared/schemas/user';
import { api } from '../../api/client';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useSetUser } from '../auth/useSetUser';
import { useOverlays } from '../tutorial/overlays';
import { closeTrialWelcome, usePlanDialogs } from './plan-dialogs';
import { planFeatures } from './plan-features';

/**
 * The trial's welcome: how long it lasts, what it gives, what happens at its end. It opens by itself once per user
 * while trialing (after the tutorial), and closing it is recorded on the account; opened from the banner's Info,
 * it records nothing.
 */
export function TrialWelcomeDialog({ user }: { user: User }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const setUser = useSetUser();
  const { welcomeForced } = usePlanDialogs();
  const { tutorialForced, guideOpen } = useOverlays();
  const trialing = user.subscriptionStatus === 'trialing' && user.trialDaysLeft > 0;
  const byItself = trialing && !user.trialWelcomeSeen && !user.showTutorial && !tutorialForced && !guideOpen;

  async function close() {
    if (welcomeForced) {
      closeTrialWelcome();
      return;
    }
    setUser({ ...user, trialWelcomeSeen: true });
    try {
      setUser(await api('/api/user/trial-welcome', userSchema, { method: 'PUT' }));
    } catch {
      // Not recorded: it opens again next time, nothing is lost.
    }
  }

  return (
    <Dialog
      open={welcomeForced || byItself}
      onOpenChange={(open) => !open && void close()}
      title={t('trial.welcomeTitle')}
      description={t('trial.welcomeIntro', { count: TRIAL_DAYS })}
    >
      <div className="flex flex-col gap-4">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Sparkles className="size-5 text-brand-500" aria-hidden />
            {t('trial.duringTitle')}
          </h3>
          <ul className="mt-2 list-inside list-disc text-slate-700 dark:text-slate-200">
            {planFeatures('pro', t).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold">{t('trial.afterTitle')}</h3>
          <p className="mt-1 text-slate-700 dark:text-slate-200">
            {t('trial.afterText', { count: PLANS.free.maxBoxes })}
          </p>
        </div>
        {trialing && <p className="font-medium">{t('shell.trialDaysLeft', { count: user.trialDaysLeft })}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              void close();
              navigate('/subscribe');
            }}
          >
            {t('trial.seePlans')}
          </Button>
          <Button onClick={() => void close()}>{t('trial.start')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
