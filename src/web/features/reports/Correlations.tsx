import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CORRELATIONS_SHOWN,
  correlationStrength,
  describeCorrelation,
  toldCorrelations,
} from '../../../shared/correlation-text';
import { MIN_SHARED_DAYS } from '../../../shared/schemas/reports';
import { ProTeaser } from '../../components/ProTeaser';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Panel } from '../../components/ui/Panel';
import { QueryState } from '../../components/ui/QueryState';
import type { DayRange } from '../../lib/date-range';
import { formatDay } from '../../lib/format';
import { useCorrelations } from './useCorrelations';

const STRENGTH_STYLE = {
  weak: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  moderate: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  strong: 'bg-brand-100 text-brand-900 dark:bg-brand-900/60 dark:text-brand-100',
};

/** Which boxes move together over the range, in plain words, with the caveat that it says nothing of cause. */
export function Correlations({ range, allowed }: { range: DayRange | null; allowed: boolean }) {
  const { t, i18n } = useTranslation();
  const correlations = useCorrelations(range, allowed);
  const [showAll, setShowAll] = useState(false);
  if (!allowed) {
    return <ProTeaser compact title={t('reports.correlations.title')} text={t('reports.correlations.proText')} />;
  }
  if (!range) return null;
  const noLinks = (
    <EmptyState
      icon="🔗"
      title={t('reports.correlations.emptyTitle')}
      text={t('reports.correlations.emptyText', { days: MIN_SHARED_DAYS })}
    />
  );
  const told = (data: NonNullable<typeof correlations.data>) => toldCorrelations(data.correlations);
  return (
    <Panel icon={<Link2 className="size-4 text-brand-500" aria-hidden />} title={t('reports.correlations.title')}>
      <QueryState
        query={correlations}
        failedTitle={t('reports.correlations.loadFailed')}
        isEmpty={(data) => told(data).length === 0}
        empty={noLinks}
      >
        {(data) => (
          <>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {t('reports.correlations.intro', {
                days: MIN_SHARED_DAYS,
                from: formatDay(data.startDate, i18n.language),
                to: formatDay(data.endDate, i18n.language),
              })}
            </p>
            <ul className="mt-3 flex flex-col gap-2">
              {told(data)
                .slice(0, showAll ? undefined : CORRELATIONS_SHOWN)
                .map((link) => {
                  const strength = correlationStrength(link.coefficient);
                  return (
                    <li
                      key={`${link.first.id}-${link.second.id}-${link.lagDays}`}
                      className="flex flex-wrap items-start justify-between gap-2 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800"
                    >
                      <span>
                        <span aria-hidden>
                          {link.first.emoji} {link.second.emoji}{' '}
                        </span>
                        {describeCorrelation((key, values) => t(key, values), i18n.language, link)}
                      </span>
                      <span
                        className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STRENGTH_STYLE[strength]}`}
                      >
                        {t(`reports.strength.${strength}`)}
                      </span>
                    </li>
                  );
                })}
            </ul>
            {told(data).length > CORRELATIONS_SHOWN && (
              <Button variant="ghost" className="mt-2" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
                {showAll
                  ? t('reports.correlations.fewer')
                  : t('reports.correlations.more', { count: told(data).length - CORRELATIONS_SHOWN })}
              </Button>
            )}
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">{t('reports.caveat')}</p>
          </>
        )}
      </QueryState>
    </Panel>
  );
}
