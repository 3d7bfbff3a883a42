import { useTranslation } from 'react-i18next';
import type { Reading } from '../../../shared/schemas/ai';
import type { Question } from './useAsk';

/** The readings K-ORAI offers for a question it did not understand: each button asks exactly that. */
export function ReadingButtons({
  messageId,
  readings,
  onPick,
  disabled,
}: {
  messageId: number;
  readings: Reading[];
  onPick: (label: string, reading: NonNullable<Question['reading']>) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('korai.readings')} className="flex max-w-full flex-wrap gap-2">
      {readings.map((reading, index) => (
        <li key={reading.label} className="max-w-full">
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(reading.label, { messageId, index })}
            className="min-h-11 max-w-full rounded-2xl border border-brand-300 bg-white px-3 py-2 text-start text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-slate-800"
          >
            {reading.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
