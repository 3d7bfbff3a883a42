import { useTranslation } from 'react-i18next';
import type { Stats } from '../../../shared/schemas/stats';
import { withUnit } from '../../../shared/shared-unit';
import { formatNumber } from '../../lib/format';

function Card({
  label,
  value,
  detail,
  wide = false,
}: {
  label: string;
  value: string;
  detail?: string;
  wide?: boolean;
}) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 ${wide ? 'col-span-2' : ''}`}
    >
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 truncate text-2xl font-bold">{value}</dd>
      {detail && <dd className="text-sm text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}

/**
 * Total and average per day; most and least active box too, unless one box is chosen (it would be both). When only
 * one box has events in the range it is said so, once, rather than named as both.
 */
export function StatCards({ stats, oneBox }: { stats: Stats; oneBox: boolean }) {
  const { t, i18n } = useTranslation();
  const boxLabel = (box: Stats['mostActiveBox']) => (box ? `${box.emoji} ${box.name}` : '—');
  const boxDetail = (box: Stats['mostActiveBox']) => (box ? t('reports.eventCount', { count: box.count }) : undefined);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Card label={t('reports.total')} value={formatNumber(stats.totalEvents, i18n.language)} />
      <Card label={t('reports.average')} value={formatNumber(stats.averagePerDay, i18n.language)} />
      {stats.quantity && (
        <>
          <Card
            label={t('reports.totalIn', { unit: stats.quantity.unit })}
            value={withUnit(formatNumber(stats.quantity.total, i18n.language), stats.quantity.unit)}
          />
          <Card
            label={t('reports.averageIn', { unit: stats.quantity.unit })}
            value={withUnit(formatNumber(stats.quantity.averagePerDay, i18n.language), stats.quantity.unit)}
          />
        </>
      )}
      {!oneBox && stats.distribution.length === 1 && (
        <Card
          wide
          label={t('reports.onlyActive')}
          value={boxLabel(stats.mostActiveBox)}
          detail={boxDetail(stats.mostActiveBox)}
        />
      )}
      {!oneBox && stats.distribution.length !== 1 && (
        <>
          <Card
            label={t('reports.mostActive')}
            value={boxLabel(stats.mostActiveBox)}
            detail={boxDetail(stats.mostActiveBox)}
          />
          <Card
            label={t('reports.leastActive')}
            value={boxLabel(stats.leastActiveBox)}
            detail={boxDetail(stats.leastActiveBox)}
          />
        </>
      )}
    </dl>
  );
}
