import { useTranslation } from 'react-i18next';
import { PLANS, type PlanId, UNLIMITED } from '../../../shared/plans';
import { SettingsCard } from '../../components/SettingsCard';
import { useBoxes } from '../../hooks/useBoxes';

/** What the plan allows, with the boxes in use against its limit. */
export function PlanLimitsCard({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  const boxes = useBoxes();
  const limits = PLANS[plan];
  const yesNo = (allowed: boolean) => t(allowed ? 'management.limits.yes' : 'management.limits.no');
  const rows: [string, string][] = [
    ['favourites', String(limits.maxStarredBoxes)],
    ['goals', yesNo(limits.hasGoals)],
    ['advancedReports', yesNo(limits.hasAdvancedReports)],
    [
      'insights',
      limits.monthlyInsights === UNLIMITED ? t('management.limits.unlimited') : String(limits.monthlyInsights),
    ],
  ];
  return (
    <SettingsCard title={t('management.limitsTitle')}>
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
          <dt>{t('management.limits.boxes')}</dt>
          <dd className="text-end font-medium">
            {boxes.data ? (
              t('management.limits.boxesUsed', { used: boxes.data.length, max: limits.maxBoxes })
            ) : boxes.isError ? (
              // A count that could not be read is not shown as 0: the reason, and another try.
              <button
                type="button"
                onClick={() => void boxes.refetch()}
                className="min-h-11 font-medium text-brand-700 underline dark:text-brand-100"
              >
                {t('common.retry')}
              </button>
            ) : (
              <span role="status">{t('common.loading')}</span>
            )}
          </dd>
          {rows.map(([key, value]) => (
            <div key={key} className="contents">
              <dt>{t(`management.limits.${key}`)}</dt>
              <dd className="text-end font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </SettingsCard>
  );
}
