import type { LanguageCode } from '../../shared/languages.js';
import { formatMoney } from '../../shared/money.js';
import { translatorFor } from '../i18n.js';
import type { SystemLogParams } from './events.js';

/** A log line in a reader's language and time zone: plans, periods, actions, dates and amounts in their words. */
export function renderSystemLog(
  event: string,
  params: SystemLogParams,
  language: LanguageCode,
  timeZone: string,
): string {
  const t = translatorFor(language);
  const values: Record<string, string | number> = { ...params };
  for (const key of ['plan', 'from', 'to'] as const) {
    if (typeof params[key] === 'string') values[key] = t(`admin.plan.${params[key]}`);
  }
  if (typeof params.interval === 'string') values.interval = t(`systemLog.interval.${params.interval}`);
  if (typeof params.action === 'string') values.action = t(`systemLog.action.${params.action}`);
  if (typeof params.until === 'string') {
    values.until = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(new Date(params.until));
  }
  if (typeof params.amountCents === 'number' && typeof params.currency === 'string') {
    values.amount = formatMoney(params.amountCents, language, params.currency);
  }
  if (typeof params.days === 'number') values.count = params.days;
  return t(`systemLog.${event}`, values);
}
