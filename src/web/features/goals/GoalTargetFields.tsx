import { useTranslation } from 'react-i18next';
import {
  type GoalTarget,
  MAX_TARGET_COUNT,
  TARGET_DIRECTIONS,
  TARGET_MEASURES,
  TARGET_PERIODS,
  type TargetPeriod,
} from '../../../shared/schemas/goals';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { WeekdaysField } from './WeekdaysField';

type Target = Omit<GoalTarget, 'count'> & { count: number | string };

const FIRST_TARGET: Target = { direction: 'atLeast', count: 1, period: 'day' };

/**
 * A goal's target: none, or at least / at most N per day, week or month or in total; a per-day target may keep to
 * some weekdays (none chosen means every day). Over boxes that share a unit it may count that unit ("30 km a
 * week") rather than times.
 */
export function GoalTargetFields({
  value,
  onChange,
  unit,
  error,
}: {
  value: Target | null | undefined;
  onChange: (target: Target | null) => void;
  /** The unit the chosen boxes share, if any. */
  unit: string | null;
  error?: string;
}) {
  const { t } = useTranslation();
  const change = (changes: Partial<Target>) => value && onChange({ ...value, ...changes });
  const inQuantity = value?.measure === 'quantity';
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t('goals.target.title')}</legend>
      <SelectField
        label={t('goals.target.kind')}
        value={value?.direction ?? 'none'}
        onChange={(event) => {
          const direction = event.target.value;
          if (direction === 'none') onChange(null);
          else onChange({ ...(value ?? FIRST_TARGET), direction: direction as Target['direction'] });
        }}
        options={[
          { value: 'none', label: t('goals.target.none') },
          ...TARGET_DIRECTIONS.map((direction) => ({ value: direction, label: t(`goals.target.${direction}`) })),
        ]}
      />
      {value && (
        <>
          {(unit || inQuantity) && (
            <SelectField
              label={t('goals.target.measure')}
              value={value.measure ?? 'events'}
              onChange={(event) => change({ measure: event.target.value as Target['measure'] })}
              options={TARGET_MEASURES.map((measure) => ({
                value: measure,
                label: measure === 'events' ? t('goals.target.inEvents') : (unit ?? t('goals.target.inUnit')),
              }))}
            />
          )}
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={inQuantity && unit ? t('boxes.quantityIn', { unit }) : t('goals.target.count')}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TARGET_COUNT}
              value={value.count}
              onChange={(event) => change({ count: event.target.value === '' ? '' : Number(event.target.value) })}
            />
            <SelectField
              label={t('goals.target.period')}
              value={value.period}
              onChange={(event) => {
                const period = event.target.value as TargetPeriod;
                change({ period, weekdays: period === 'day' ? value.weekdays : null });
              }}
              options={TARGET_PERIODS.map((period) => ({ value: period, label: t(`goals.target.per.${period}`) }))}
            />
          </div>
          {value.period === 'day' && (
            <WeekdaysField value={value.weekdays ?? null} onChange={(weekdays) => change({ weekdays })} />
          )}
        </>
      )}
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
