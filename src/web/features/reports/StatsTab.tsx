import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { BoxChips } from '../../components/BoxChips';
import { DateRangeBar } from '../../components/DateRangeBar';
import { ProTeaser } from '../../components/ProTeaser';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryState } from '../../components/ui/QueryState';
import { useBoxes } from '../../hooks/useBoxes';
import { useExportCsv } from '../../hooks/useExportCsv';
import { useBoxParam, useLinkedDayRange } from '../../hooks/useLinkedFilters';
import { BoxFocus } from './BoxFocus';
import { BoxYear } from './BoxYear';
import { Correlations } from './Correlations';
import { Distribution } from './Distribution';
import { PerDayChart } from './PerDayChart';
import { StatCards } from './StatCards';
import { useStats } from './useStats';

export function StatsTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const range = useLinkedDayRange('month');
  // Statistics are of one box or all of them.
  const [boxIds, setBoxId] = useBoxParam();
  const boxId = boxIds.length === 1 ? (boxIds[0] ?? null) : null;
  const boxes = useBoxes();
  const stats = useStats(range.valid, boxId);
  const { exportCsv, exporting } = useExportCsv();
  const focused = boxes.data?.find((box) => box.id === boxId);
  const advanced = PLANS[user.effectivePlan].hasAdvancedReports;

  return (
    <div className="flex flex-col gap-4">
      <DateRangeBar state={range} exporting={exporting} onExport={() => exportCsv(range.range, boxId ? [boxId] : [])} />
      <BoxChips value={boxId === null ? [] : [boxId]} onChange={setBoxId} />
      {/* A range refused at its field asks for nothing until it is mended. */}
      {range.valid && (
        <QueryState
          query={stats}
          failedTitle={t('reports.loadFailed')}
          isEmpty={(data) => data.totalEvents === 0}
          empty={<EmptyState icon="📊" title={t('reports.emptyTitle')} text={t('reports.emptyText')} />}
        >
          {(data) => (
            <>
              <StatCards stats={data} oneBox={boxId !== null} />
              {focused && advanced && <BoxFocus box={focused} stats={data} />}
              <PerDayChart perDay={data.perDay} />
              {boxId === null && <Distribution distribution={data.distribution} />}
            </>
          )}
        </QueryState>
      )}
      {focused && <BoxYear box={focused} />}
      {/* What is Pro comes last, so its lock never sits over the free figures (streaks, the year). */}
      {focused && !advanced && (
        <ProTeaser compact title={t('reports.focusTitle', { name: focused.name })} text={t('reports.focusPro')} />
      )}
      {boxId === null && <Correlations range={range.valid} allowed={advanced} />}
    </div>
  );
}
