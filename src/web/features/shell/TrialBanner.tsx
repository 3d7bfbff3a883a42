import { Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../../shared/schemas/user';
import { openTrialWelcome } from '../subscription/plan-dialogs';

const dismissedKey = (userId: string) => `trialBannerDismissed:${userId}`;
const DISMISSED = 'trialBannerDismissed';

function subscribeDismissed(onChange: () => void) {
  window.addEventListener(DISMISSED, onChange);
  return () => window.removeEventListener(DISMISSED, onChange);
}

function dismiss(userId: string) {
  localStorage.setItem(dismissedKey(userId), 'true');
  window.dispatchEvent(new Event(DISMISSED));
}

const action =
  'flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-700 dark:hover:bg-amber-900 dark:focus-visible:outline-amber-300';

/** Days left in the Pro trial, with Info (the welcome dialog again) and Upgrade to Pro, until closed. */
export function TrialBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  // A server-rendered page shows it (the server cannot know this device's choice); closed here, it goes once hydrated.
  const dismissed = useSyncExternalStore(
    subscribeDismissed,
    () => localStorage.getItem(dismissedKey(user.id)) === 'true',
    () => false,
  );
  if (dismissed || user.subscriptionStatus !== 'trialing' || user.trialDaysLeft <= 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:border dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
      <p className="min-w-48 flex-1">{t('shell.trialDaysLeft', { count: user.trialDaysLeft })}</p>
      <div className="flex items-center gap-1">
        <button type="button" onClick={openTrialWelcome} className={action}>
          <Info className="size-4" aria-hidden />
          {t('trial.info')}
        </button>
        <Link
          href="/subscribe"
          className={`${action} bg-amber-950 text-amber-50 hover:bg-amber-900 dark:bg-amber-300 dark:text-amber-950 dark:hover:bg-amber-200`}
        >
          {t('trial.upgrade')}
        </Link>
        <button
          type="button"
          aria-label={t('common.close')}
          onClick={() => dismiss(user.id)}
          className="-me-2 flex size-11 items-center justify-center rounded-lg hover:bg-amber-200 dark:hover:bg-amber-900"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
