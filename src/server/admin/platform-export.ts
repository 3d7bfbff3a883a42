import { Readable } from 'node:stream';
import { planBadge } from '../../shared/plans.js';
import type { PlatformStats } from '../../shared/schemas/admin.js';
import type { AnyDatabase } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { csvRow, csvRows, UTF8_BOM } from '../events/csv.js';
import { recordSystemLog } from '../system-log/record.js';
import { encodeCursor, userPageQuery } from './user-list.js';

const EXPORT_BATCH = 1000;

/** The platform's figures (this month) and the user list, no password hash or token: a CSV stream read on `bulk`. */
export async function exportPlatformCsv(
  { db, clock }: ServiceDeps,
  platformStats: (timeFilter: 'month') => Promise<Omit<PlatformStats, 'periodLabel'>>,
  actor: UserRow,
  bulk: AnyDatabase,
): Promise<{ fileName: string; stream: Readable }> {
  const stats = await platformStats('month');
  const now = clock.now();
  await recordSystemLog(db, { type: 'admin', event: 'platformExported', params: {}, actor, at: now });
  async function* lines() {
    yield UTF8_BOM;
    yield csvRow(['metric', 'value']);
    const metrics: [string, number][] = [
      ['total_users', stats.totalUsers],
      ['new_users_30_days', stats.users.current],
      ['total_events', stats.totalEvents],
      ['events_30_days', stats.events.current],
      ['active_users_30_days', stats.activeUsers.current],
      ['total_boxes', stats.totalBoxes],
      ['total_goals', stats.totalGoals],
      ['users_free', stats.usersByPlan.free],
      ['users_trial_pro', stats.usersByPlan.trial],
      ['users_pro', stats.usersByPlan.pro],
      ['users_premium', stats.usersByPlan.premium],
      ['paid_subscriptions', stats.paidSubscriptions],
      ['mrr_eur', stats.monthlyRevenueCents / 100],
      ['list_price_mrr_eur', stats.listPriceRevenueCents / 100],
    ];
    yield csvRows(metrics);
    yield '\r\n';
    yield csvRow([
      'id',
      'email',
      'username',
      'created_at',
      'plan',
      'plan_badge',
      'status',
      'subscription_status',
      'is_admin',
      'last_activity_at',
    ]);
    let cursor: string | undefined;
    while (true) {
      const page = await userPageQuery(bulk, { cursor }, EXPORT_BATCH);
      yield csvRows(
        page.map(({ user }) => [
          user.id,
          user.email,
          user.username,
          user.createdAt.toISOString(),
          user.plan,
          planBadge(user, now),
          user.status,
          user.subscriptionStatus,
          user.isAdmin ? 'true' : 'false',
          user.lastActivityAt?.toISOString() ?? '',
        ]),
      );
      const last = page.at(-1);
      if (page.length < EXPORT_BATCH || !last) return;
      cursor = encodeCursor(last);
    }
  }
  return { fileName: `korai-platform-${now.toISOString().slice(0, 10)}.csv`, stream: Readable.from(lines()) };
}
