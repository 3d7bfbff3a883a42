import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS, type PlanLimits, UNLIMITED } from '../../../shared/plans';

type Cell = boolean | number | string;

/** Free against Pro, feature by feature, from the plan table the server enforces. */
export function PlanComparison() {
  const { t } = useTranslation();
  const upTo = (value: number) => (value > 0 ? t('subscribe.compare.upTo', { value }) : false);
  const unlimited = (value: number) => (value === UNLIMITED ? t('subscribe.compare.unlimited') : value);
  const rows: [string, (plan: PlanLimits) => Cell][] = [
    ['boxes', (plan) => upTo(plan.maxBoxes)],
    ['events', () => t('subscribe.compare.unlimited')],
    ['favourites', (plan) => upTo(plan.maxStarredBoxes)],
    ['goals', (plan) => plan.hasGoals],
    ['notifications', (plan) => upTo(plan.maxNotificationBoxes)],
    ['basicReports', () => true],
    ['export', (plan) => plan.hasExport],
    ['advancedReports', (plan) => plan.hasAdvancedReports],
    ['insights', (plan) => unlimited(plan.monthlyInsights)],
  ];
  const show = (cell: Cell): ReactNode => {
    if (cell === true) {
      return (
        <>
          <Check className="mx-auto size-5 text-brand-500" aria-hidden />
          <span className="sr-only">{t('subscribe.compare.included')}</span>
        </>
      );
    }
    if (cell === false) {
      return (
        <>
          <X className="mx-auto size-5 text-slate-400" aria-hidden />
          <span className="sr-only">{t('subscribe.compare.notIncluded')}</span>
        </>
      );
    }
    return cell;
  };
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-3">
      <h2 id="compare-title" className="text-xl font-semibold">
        {t('subscribe.compareTitle')}
      </h2>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="p-3 text-start font-semibold">
                {t('subscribe.compare.feature')}
              </th>
              <th scope="col" className="p-3 text-center font-semibold">
                Free
              </th>
              <th scope="col" className="p-3 text-center font-semibold">
                Pro
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, value]) => (
              <tr key={key} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                <th scope="row" className="p-3 text-start font-normal">
                  {t(`subscribe.compare.${key}`)}
                </th>
                <td className="p-3 text-center">{show(value(PLANS.free))}</td>
                <td className="p-3 text-center">{show(value(PLANS.pro))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
