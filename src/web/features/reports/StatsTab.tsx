import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../shared/plans';
import type { User } from '../../../shared/schemas/user';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useBoxes } from '../boxes/useBoxes';
import { BoxChips } from './BoxChips';
import { BoxFocus } from './BoxFocus';
import { DateRangeBar } from './DateRangeBar';
import { Distribution } from './Distribution';
import { PerDayChart } from './PerDayChart';
import { StatCards } from './StatCards';
import { useDayRange } from './useDayRange';
import { useExportCsv } from './useExportCsv';
import { useStats } from './useStats';

export function StatsTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const range = useDayRange('month');
  const [boxId, setBoxId] = useState<number | null>(null);
  const boxes = useBoxes();
  const stats = useStats(range.range, boxId);
  const { exportCsv, exporting } = useExportCsv();
  const data = stats.data;
  const focused = boxes.data?.find((box) => box.id === boxId);

  return (
    <div className="flex flex-col gap-4">
      <DateRangeBar
        state={range}
        exporting={exporting}
        onExport={() => void exportCsv(range.range, boxId ? [boxId] : [])}
      />
      <BoxChips boxes={boxes.data ?? []} value={boxId} onChange={setBoxId} />
      {!data ? (
        <Spinner />
      ) : data.totalEvents === 0 ? (
        <EmptyState icon="📊" title={t('reports.emptyTitle')} text={t('reports.emptyText')} />
      ) : (
        <>
          <StatCards stats={data} />
          {focused && <BoxFocus box={focused} stats={data} allowed={PLANS[user.effectivePlan].hasAdvancedReports} />}
          <PerDayChart perDay={data.perDay} />
          {!focused && <Distribution distribution={data.distribution} />}
        </>
      )}
    </div>
  );
}
