import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/schemas/user';

const dismissedKey = (userId: string) => `trialBannerDismissed:${userId}`;

/** Days left in the Pro trial, until closed. */
export function TrialBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(dismissedKey(user.id)) === 'true');
  if (dismissed || user.subscriptionStatus !== 'trialing' || user.trialDaysLeft <= 0) return null;
  return (
    <div className="mb-4 flex items-center gap-2 rounded-xl bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <p className="flex-1">{t('shell.trialDaysLeft', { count: user.trialDaysLeft })}</p>
      <button
        type="button"
        aria-label={t('common.close')}
        onClick={() => {
          localStorage.setItem(dismissedKey(user.id), 'true');
          setDismissed(true);
        }}
        className="-me-2 flex size-10 items-center justify-center rounded-lg hover:bg-amber-200"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
