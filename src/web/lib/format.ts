import { withUnit } from '../../shared/shared-unit';
import { localDayOf } from './date-range';

/**
 * Dates as the reader's language writes them, the month by its name: all-digit forms carry direction marks in
 * Arabic ("24‏/10‏/2026") that read as "242026/10/" wherever the text runs left to right.
 */
export function formatDay(day: string, language: string): string {
  const [year = 0, month = 1, date = 1] = localDayOf(day).split('-').map(Number);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(year, month - 1, date),
  );
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatNumber(value: number, language: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}

/**
 * An event's quantity as its box measures it ("5 km", "×3" where the box has no unit); nothing for a counter's +1
 * or a plain single event, which say nothing a row does not already.
 */
export function eventQuantity(
  event: { quantity: number; trackingMode: string; box: { unit: string | null } },
  language: string,
): string | null {
  if (event.trackingMode === 'counter') return null;
  if (event.box.unit) return withUnit(formatNumber(event.quantity, language), event.box.unit);
  return event.quantity === 1 ? null : `×${formatNumber(event.quantity, language)}`;
}

export { formatMoney } from '../../shared/money';

/** A file's size in megabytes as the reader's language writes it: `12,4 MB`. */
export function formatMegabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );
}

/** The short names of the weekdays in the reader's language, Monday first as Korai's weeks begin. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(2024, 0, 1 + index)));
}
