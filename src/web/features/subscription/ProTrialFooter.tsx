import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { formatDay } from '../../lib/format';

/** Under Pro on /subscribe: the trial it starts with, or, during one, that buying keeps its days. */
export function ProTrialFooter({ user, trialing }: { user: User; trialing: boolean }) {
  const { t, i18n } = useTranslation();
  return trialing && user.trialExpiresAt ? (
    // Said before paying: buying during the trial keeps its days, and the first charge waits for its end.
    <p className="text-center text-sm text-slate-700 dark:text-slate-200" data-testid="trial-kept">
      {t('subscribe.trialKept', { date: formatDay(user.trialExpiresAt, i18n.language) })}
    </p>
  ) : (
    <p className="text-center text-sm text-slate-600 dark:text-slate-300">
      <strong className="text-brand-700 dark:text-brand-100">
        {t('subscribe.trialFooter', { count: TRIAL_DAYS })}
      </strong>{' '}
      {t('subscribe.trialFooterNote')}
    </p>
  );
}
