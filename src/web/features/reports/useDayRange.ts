import { useState } from 'react';
import { type DayRange, type RangeShortcut, shortcutRange } from '../../lib/date-range';

/** A from/to pair with the 7 and 30 day shortcuts; editing a date by hand clears the shortcut. */
export function useDayRange(initial: RangeShortcut | null) {
  const start = () => (initial ? shortcutRange(initial, new Date()) : { startDate: '', endDate: '' });
  const [range, setRange] = useState<DayRange>(start);
  const [shortcut, setShortcut] = useState<RangeShortcut | null>(initial);
  return {
    range,
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

/** The query string of a range and a box choice, leaving out what is empty. */
export function rangeQuery(range: DayRange, extra: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...range, ...extra })) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}
