import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../shared/schemas/admin';
import { PLAN_BADGE_CLASS } from '../../components/ui/plan-badge-class';

const pill = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** The plan, Admin or User, the subscription's state, and Suspended when it is. */
export function UserBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const subscription = ['active', 'cancelled', 'trialing'].includes(user.subscriptionStatus)
    ? user.subscriptionStatus
    : 'inactive';
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${pill} ${PLAN_BADGE_CLASS[user.planBadge]}`}>{t(`admin.plan.${user.planBadge}`)}</span>
      <span
        className={`${pill} ${user.isAdmin ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'}`}
      >
        {user.isAdmin ? t('admin.badge.admin') : t('admin.badge.user')}
      </span>
      <span className={`${pill} border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200`}>
        {t(`admin.subscription.${subscription}`)}
      </span>
      {user.status === 'suspended' && (
        <span className={`${pill} bg-red-600 text-white`}>{t('admin.badge.suspended')}</span>
      )}
    </span>
  );
}
