import { useTranslation } from 'react-i18next';
import type { DayRange } from '../lib/date-range';
import { TextField } from './ui/TextField';

/** From and to, as two date fields; a range that ends before it starts is refused at the 'to' field. */
export function DayRangeFields({
  range,
  error,
  onEdit,
}: {
  range: DayRange;
  error: string | null;
  onEdit: (field: keyof DayRange, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        label={t('common.from')}
        type="date"
        value={range.startDate}
        max={range.endDate || undefined}
        onChange={(event) => onEdit('startDate', event.target.value)}
      />
      <TextField
        label={t('common.to')}
        type="date"
        value={range.endDate}
        min={range.startDate || undefined}
        error={error ? t(error) : undefined}
        onChange={(event) => onEdit('endDate', event.target.value)}
      />
    </div>
  );
}
