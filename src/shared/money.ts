import { CURRENCY } from './plans.js';

/** An amount in cents as the reader's language writes money (`3,99 €`, `€3.99`): on screens, in mails and in the log. */
export function formatMoney(cents: number, language: string, currency: string = CURRENCY): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
