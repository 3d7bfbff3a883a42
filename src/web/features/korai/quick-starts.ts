import type { TFunction } from 'i18next';
import type { Box } from '../../../shared/schemas/boxes.js';

/**
 * The welcome's suggestions, made of the person's own boxes so each one has a true answer: a count this week, the
 * last time, the most active box, this month. Without boxes, questions about everything.
 */
export function quickStarts(boxes: readonly Box[], t: TFunction): string[] {
  const counter = boxes.find((box) => box.trackingMode === 'counter') ?? boxes[0];
  const descriptive = boxes.find((box) => box.trackingMode === 'descriptive') ?? boxes[1] ?? boxes[0];
  if (!counter || !descriptive) return [t('korai.suggestTotalWeek'), t('korai.suggestMostActive')];
  const other = boxes.find((box) => box !== counter && box !== descriptive) ?? counter;
  return [
    t('korai.suggestCountWeek', { box: counter.name }),
    t('korai.suggestLastTime', { box: descriptive.name }),
    t('korai.suggestMostActive'),
    t('korai.suggestCountMonth', { box: other.name }),
  ];
}
