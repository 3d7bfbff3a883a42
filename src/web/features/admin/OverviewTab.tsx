import { TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_BADGES } from '../../../shared/plans';
import { PERIOD_DAYS, type PeriodFigure, type PlatformStats, type TimeFilter } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { QueryState } from '../../components/ui/QueryState';
import { formatMoney, formatNumber } from '../../lib/format';
import { AnalyticsChart } from './AnalyticsChart';
import { InstanceBackupCard } from './InstanceBackupCard';
import { OverviewToolbar } from './OverviewToolbar';
import { useAnalytics, usePlatformStats } from './useAdmin';

type Detail = 'users' | 'events' | 'activeUsers' | 'boxes' | 'revenue';

/** Panoramica: the period, the cards (each opens its detail), the money, quick actions and the daily chart. */
export function OverviewTab() {
  const { t } = useTranslation();
  const [timeFilter, setTimeFilter] = useState<TimeFilter>('month');
  const [detail, setDetail] = useState<Detail | null>(null);
  const stats = usePlatformStats(timeFilter);
  const analytics = useAnalytics(timeFilter);

  return (
    <div className="flex flex-col gap-4">
      <OverviewToolbar timeFilter={timeFilter} onTimeFilterChange={setTimeFilter} />

      <QueryState query={stats} failedTitle={t('admin.statsFailed')}>
        {(data) => (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">{data.periodLabel}</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <FigureCard
                label={t('admin.cards.users')}
                total={data.totalUsers}
                figure={data.users}
                onOpen={() => setDetail('users')}
              />
              <FigureCard
                label={t('admin.cards.events')}
                total={data.totalEvents}
                figure={data.events}
                onOpen={() => setDetail('events')}
              />
              <FigureCard
                label={t('admin.cards.activeUsers')}
                total={data.activeUsers.current}
                figure={data.activeUsers}
                onOpen={() => setDetail('activeUsers')}
              />
              <FigureCard label={t('admin.cards.boxes')} total={data.totalBoxes} onOpen={() => setDetail('boxes')} />
              <FigureCard label={t('admin.cards.goals')} total={data.totalGoals} />
            </div>
            <FinancialBox stats={data} onOpen={() => setDetail('revenue')} />
            <DetailDialog stats={data} detail={detail} onClose={() => setDetail(null)} />
          </>
        )}
      </QueryState>

      <QueryState query={analytics} failedTitle={t('admin.analyticsFailed')}>
        {(data) => <AnalyticsChart days={data.days} />}
      </QueryState>
      <InstanceBackupCard />
    </div>
  );
}

function Growth({ figure }: { figure: PeriodFigure }) {
  const { t, i18n } = useTranslation();
  if (figure.growthPercentage === null) {
    return <span className="text-sm text-slate-600 dark:text-slate-400">{t('admin.growthNew')}</span>;
  }
  const up = figure.growthPercentage >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm font-medium ${up ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
    >
      <Icon className="size-4" aria-hidden />
      {t('admin.growth', {
        value: `${up ? '+' : ''}${formatNumber(figure.growthPercentage, i18n.language)}`,
      })}
    </span>
  );
}

function FigureCard({
  label,
  total,
  figure,
  onOpen,
}: {
  label: string;
  total: number;
  figure?: PeriodFigure;
  onOpen?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const body = (
    <>
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
      <span className="text-3xl font-bold">{formatNumber(total, i18n.language)}</span>
      {figure && (
        <span className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
          <span>{t('admin.newInPeriod', { count: figure.current })}</span>
          <Growth figure={figure} />
        </span>
      )}
    </>
  );
  const frame =
    'flex min-h-28 flex-col items-start gap-1 rounded-2xl border border-slate-200 bg-white p-4 text-start dark:border-slate-700 dark:bg-slate-900';
  if (!onOpen) return <div className={frame}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`${frame} transition hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500`}
    >
      {body}
    </button>
  );
}

function FinancialBox({ stats, onOpen }: { stats: PlatformStats; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const plans = PLAN_BADGES;
  return (
    <section
      aria-labelledby="admin-financial"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="admin-financial" className="font-semibold">
            {t('admin.financial')}
          </h2>
          <p className="text-3xl font-bold">{formatMoney(stats.monthlyRevenueCents, i18n.language)}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('admin.mrr', { count: stats.paidSubscriptions })}
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            <dt>{t('admin.detail.listPrice')}</dt>
            <dd className="font-semibold">{formatMoney(stats.listPriceRevenueCents, i18n.language)}</dd>
          </dl>
        </div>
        <Button variant="secondary" onClick={onOpen}>
          {t('admin.revenueDetails')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {plans.map((plan) => (
          <div key={plan} className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t(`admin.plan.${plan}`)}</dt>
            <dd className="text-xl font-semibold">{formatNumber(stats.usersByPlan[plan], i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DetailDialog({
  stats,
  detail,
  onClose,
}: {
  stats: PlatformStats;
  detail: Detail | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const days = PERIOD_DAYS[stats.timeFilter];
  const rows: [string, string][] = (() => {
    switch (detail) {
      case 'users':
        return [
          [t('admin.detail.total'), n(stats.totalUsers)],
          [t('admin.detail.current', { period: stats.periodLabel }), n(stats.users.current)],
          [t('admin.detail.previous', { count: days }), n(stats.users.previous)],
        ];
      case 'events':
        return [
          [t('admin.detail.total'), n(stats.totalEvents)],
          [t('admin.detail.current', { period: stats.periodLabel }), n(stats.events.current)],
          [t('admin.detail.previous', { count: days }), n(stats.events.previous)],
          [t('admin.detail.perUser'), n(stats.totalUsers ? stats.totalEvents / stats.totalUsers : 0)],
        ];
      case 'activeUsers':
        return [
          [t('admin.detail.current', { period: stats.periodLabel }), n(stats.activeUsers.current)],
          [t('admin.detail.previous', { count: days }), n(stats.activeUsers.previous)],
        ];
      case 'boxes':
        return [
          [t('admin.detail.total'), n(stats.totalBoxes)],
          [t('admin.detail.perUser'), n(stats.totalUsers ? stats.totalBoxes / stats.totalUsers : 0)],
          [t('admin.cards.goals'), n(stats.totalGoals)],
        ];
      case 'revenue':
        return [
          [t('admin.detail.mrr'), formatMoney(stats.monthlyRevenueCents, i18n.language)],
          [t('admin.detail.paidSubscriptions'), n(stats.paidSubscriptions)],
          [t('admin.detail.listPrice'), formatMoney(stats.listPriceRevenueCents, i18n.language)],
          [t('admin.plan.pro'), n(stats.usersByPlan.pro)],
          [t('admin.plan.trial'), n(stats.usersByPlan.trial)],
        ];
      default:
        return [];
    }
  })();
  return (
    <Dialog
      open={detail !== null}
      onOpenChange={(open) => !open && onClose()}
      title={detail ? t(`admin.detail.title.${detail}`) : ''}
      description={detail === 'revenue' ? t('admin.detail.revenueNote') : undefined}
    >
      <dl className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
