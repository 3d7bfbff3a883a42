import { useTranslation } from 'react-i18next';
import type { QuickLogReading } from '../../../shared/quick-log/read-quick-log';
import type { Box } from '../../../shared/schemas/boxes';
import { withUnit } from '../../../shared/shared-unit';
import { formatDateTime } from '../../lib/format';

/** What a sentence will log: the box, the times or the measure, the moment and the tags; what a counter cannot keep. */
export function QuickLogWillLog({ box, reading }: { box: Box; reading: Extract<QuickLogReading, { kind: 'log' }> }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {t('boxes.quickLog.willLog', {
        box: `${box.emoji} ${box.name}`,
        // A bare number in a box with a unit is in that unit ("corsa 5" in a box of km).
        amount:
          reading.unit || (box.trackingMode === 'descriptive' && box.unit)
            ? withUnit(reading.quantity, reading.unit ?? box.unit)
            : `×${reading.quantity}`,
        when: reading.at ? formatDateTime(reading.at.toISOString(), i18n.language) : t('boxes.quickLog.now'),
      })}
      {reading.tags.length > 0 && ` · ${reading.tags.map((tag) => `#${tag}`).join(' ')}`}
      {box.trackingMode === 'counter' && ((reading.unit && !reading.counts) || reading.tags.length > 0) && (
        <span className="block">{t('boxes.quickLog.counterOnly', { name: box.name })}</span>
      )}
    </>
  );
}

/** A quantity in another unit than the box keeps ("corsa 30 min" in a box of km): said, and nothing logged. */
export function QuickLogOtherUnit({
  box,
  reading,
}: {
  box: Box;
  reading: Extract<QuickLogReading, { kind: 'otherUnit' }>;
}) {
  const { t } = useTranslation();
  return t('boxes.quickLog.otherUnit', {
    box: `${box.emoji} ${box.name}`,
    unit: reading.boxUnit,
    amount: withUnit(reading.quantity, reading.unit),
  });
}

/** A sentence that names no box: the name it used, offered as a new box. */
export function QuickLogNoBox({ name, onCreate }: { name: string; onCreate: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {t('boxes.quickLog.noBox', { name })}{' '}
      <button
        type="button"
        className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
        onClick={() => onCreate(name)}
      >
        {t('boxes.quickLog.create', { name })}
      </button>
    </>
  );
}
