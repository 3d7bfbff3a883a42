import { useState } from 'react';
import { type DayRange, type RangeShortcut, rangeError, shortcutRange } from '../lib/date-range';

/**
 * A from/to pair with the 7 and 30 day shortcuts; editing a date by hand clears the shortcut. A range that ends
 * before it starts is refused at the field (`error`) and `valid` is null until it is mended.
 */
export function useDayRange(initial: RangeShortcut | null, linked: DayRange | null = null) {
  const start = () => (initial ? shortcutRange(initial, new Date()) : { startDate: '', endDate: '' });
  // A range given by a link opens the screen on exactly those days; reset goes back to the usual start.
  const [range, setRange] = useState<DayRange>(() => linked ?? start());
  const [shortcut, setShortcut] = useState<RangeShortcut | null>(linked ? null : initial);
  const error = rangeError(range);
  return {
    range,
    valid: error ? null : range,
    error,
    shortcut,
    choose(next: RangeShortcut) {
      setShortcut(next);
      setRange(shortcutRange(next, new Date()));
    },
    edit(field: keyof DayRange, value: string) {
      setShortcut(null);
      setRange((current) => ({ ...current, [field]: value }));
    },
    reset() {
      setShortcut(initial);
      setRange(start());
    },
  };
}

export type DayRangeState = ReturnType<typeof useDayRange>;
