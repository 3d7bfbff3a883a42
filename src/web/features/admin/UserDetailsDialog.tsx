import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UNLIMITED } from '../../../shared/plans';
import { Dialog } from '../../components/ui/Dialog';
import { QueryState } from '../../components/ui/QueryState';
import { formatDateTime, formatNumber } from '../../lib/format';
import { UserBadges } from './UserBadges';
import { useUserDetails } from './useAdmin';

/** Everything an admin needs to help someone: the account, its plan and use, and its boxes (favourite first). */
export function UserDetailsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const details = useUserDetails(userId);
  const n = (value: number) => formatNumber(value, i18n.language);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('admin.never'));

  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()} title={t('admin.userDetails')} wide>
      <QueryState query={details} failedTitle={t('admin.detailsFailed')}>
        {({ user, totalBoxes, totalEvents, eventsInTrash, aiUsage, boxLimit, boxes }) => (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <p className="font-semibold break-all">{user.email}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">@{user.username}</p>
              <UserBadges user={user} />
            </div>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
              {(
                [
                  [t('admin.field.createdAt'), when(user.createdAt)],
                  [t('admin.field.lastActivity'), when(user.lastActivityAt)],
                  [t('admin.field.plan'), t(`admin.plan.${user.planBadge}`)],
                  [t('admin.field.subscription'), t(`admin.subscription.${user.subscriptionStatus}`)],
                  [t('admin.field.boxes'), `${n(totalBoxes)} / ${boxLimit === UNLIMITED ? '∞' : n(boxLimit)}`],
                  [
                    t('admin.field.events'),
                    eventsInTrash
                      ? t('admin.eventsWithTrash', { live: n(totalEvents), trash: n(eventsInTrash) })
                      : n(totalEvents),
                  ],
                  [
                    t('admin.field.aiUsage'),
                    t('admin.aiUsageValue', { total: n(aiUsage.total), month: n(aiUsage.thisMonth) }),
                  ],
                ] as const
              ).map(([label, value]) => (
                <div
                  key={label}
                  className="flex justify-between gap-3 border-b border-slate-200 py-1 dark:border-slate-700"
                >
                  <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
                  <dd className="text-end font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <section aria-labelledby="admin-user-boxes">
              <h3 id="admin-user-boxes" className="mb-2 font-semibold">
                {t('admin.field.boxList')}
              </h3>
              {boxes.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.noBoxes')}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {boxes.map((box, index) => (
                    <li
                      key={box.id}
                      className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800"
                    >
                      <span aria-hidden>{box.emoji}</span>
                      <span className="min-w-0 flex-1 truncate">{box.name}</span>
                      {index === 0 && box.starred && (
                        <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-700 dark:text-amber-300">
                          <Star className="size-3" aria-hidden />
                          {t('admin.favouriteBox')}
                        </span>
                      )}
                      <span className="text-sm text-slate-600 dark:text-slate-300">
                        {t('admin.eventCount', { count: box.eventCount })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
