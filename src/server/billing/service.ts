import type { CheckoutRequest } from '../../shared/schemas/billing.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import type { Translate } from '../i18n.js';
import type { BillingContext } from './billing-context.js';
import { createCheckout, validateSession } from './checkout.js';
import { paymentHistory } from './payment-history.js';
import type { BillingProvider } from './provider.js';
import { createRenewalReminders } from './renewal-reminders.js';
import { settleDue } from './settle-due.js';
import { changeSubscription, setRenewalReminders } from './subscription-change.js';
import { subscriptionSummary } from './subscription-summary.js';
import type { SubscriptionSync } from './subscription-sync.js';

/**
 * The billing service: one file per job (the summary, the checkout and its success page, the payment history,
 * changes to a running subscription, the scheduled settling), put together here for the routes.
 */
export function createBillingService(deps: ServiceDeps, provider: BillingProvider, sync: SubscriptionSync) {
  const ctx: BillingContext = { ...deps, provider, sync };
  const remindRenewals = createRenewalReminders(deps, provider.name);
  return {
    summary: (user: UserRow) => subscriptionSummary(ctx, user),
    createCheckout: (user: UserRow, request: Required<CheckoutRequest>, language: string) =>
      createCheckout(ctx, user, request, language),
    validateSession: (user: UserRow, sessionId: string, t: Translate) => validateSession(ctx, user, sessionId, t),
    payments: (user: UserRow) => paymentHistory(deps, user),
    /** Auto-renew off is a cancellation at the period's end (Stripe's cancel_at_period_end); on undoes it. */
    setAutoRenew: (user: UserRow, autoRenew: boolean) =>
      changeSubscription(ctx, user, autoRenew ? 'renew' : 'cancel', { cancelAtPeriodEnd: !autoRenew }),
    cancel: (user: UserRow) => changeSubscription(ctx, user, 'cancel', { cancelAtPeriodEnd: true }),
    pause: (user: UserRow) => changeSubscription(ctx, user, 'pause', { paused: true }),
    resume: (user: UserRow) => changeSubscription(ctx, user, 'resume', { paused: false }),
    setRenewalReminders: (user: UserRow, enabled: boolean) => setRenewalReminders(ctx, user, enabled),
    settleDue: (log: (message: string, error: unknown) => void = () => {}) => settleDue(ctx, remindRenewals, log),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
