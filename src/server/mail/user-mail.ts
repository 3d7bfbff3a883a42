import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../shared/languages.js';
import { formatMoney } from '../../shared/money.js';
import type { ServiceDeps } from '../deps.js';
import { translatorFor } from '../i18n.js';

/** The mails Korai sends about a user's plan; each has `mail.<name>Subject` and `mail.<name>Body` in the catalogues. */
export type PlanMail =
  | 'trialEnding'
  | 'trialEnded'
  | 'paymentReceived'
  | 'paymentFailed'
  | 'subscriptionCancelled'
  | 'subscriptionEnded'
  | 'renewalReminder';

interface Recipient {
  email: string;
  preferredLanguage: string;
  timeZone: string;
}

/** Dates and amounts as the recipient's language writes them, dates in their own time zone. */
export function mailFormats(user: Recipient) {
  const language: LanguageCode = isLanguageCode(user.preferredLanguage) ? user.preferredLanguage : DEFAULT_LANGUAGE;
  return {
    language,
    date: (at: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: user.timeZone }).format(at),
    amount: (cents: number, currency?: string) => formatMoney(cents, language, currency),
  };
}

/**
 * Sends one of the plan mails in the recipient's language after the answer (or the job's transaction) is done:
 * a mail that fails is logged and never undoes what it reports.
 */
export function sendPlanMail(
  { mailer, background, config }: Pick<ServiceDeps, 'mailer' | 'background' | 'config'>,
  user: Recipient,
  mail: PlanMail,
  params: Record<string, unknown> = {},
): void {
  const t = translatorFor(mailFormats(user).language);
  const values = {
    ...params,
    link: `${config.publicUrl}/subscription-management`,
    plansLink: `${config.publicUrl}/subscribe`,
  };
  background.run(`${mail} mail`, () =>
    mailer.send({ to: user.email, subject: t(`mail.${mail}Subject`, values), text: t(`mail.${mail}Body`, values) }),
  );
}
