import type { BillingInterval, PlanId } from '../../shared/plans.js';

/** What a payment provider was asked to do when it failed. */
export type ProviderAction =
  | 'createCustomer'
  | 'startCheckout'
  | 'readCheckout'
  | 'readSubscription'
  | 'readInvoice'
  | 'cancel'
  | 'renew'
  | 'pause'
  | 'resume';

/**
 * Every kind of line the activity log can hold, with its parameters. A line is stored as its event and parameters
 * and rendered in the reader's language (`systemLog.<event>` in the catalogues).
 */
export interface SystemLogEvents {
  newAccount: Record<string, never>;
  trialStarted: { days: number };
  trialEnded: Record<string, never>;
  upgraded: { interval: BillingInterval; provider: string };
  subscriptionEnded: Record<string, never>;
  subscriptionCancelled: { until: string };
  subscriptionPaused: Record<string, never>;
  subscriptionResumed: Record<string, never>;
  paidPeriodOver: Record<string, never>;
  paymentRefused: { amountCents: number; currency: string; invoice: string };
  testCardDeclined: { session: string };
  providerFailed: { provider: string; action: ProviderAction; error: string };
  webhookUnreadable: { eventType: string; eventId: string; error: string };
  accountCreatedByAdmin: { plan: PlanId };
  passwordChangedByAdmin: Record<string, never>;
  resetLinkIssuedByAdmin: Record<string, never>;
  planChangedByAdmin: { from: PlanId; to: PlanId };
  accountSuspended: Record<string, never>;
  accountReactivated: Record<string, never>;
  adminGranted: Record<string, never>;
  adminRevoked: Record<string, never>;
  accountDeletedByAdmin: Record<string, never>;
  platformExported: Record<string, never>;
}
export type SystemLogEvent = keyof SystemLogEvents;
export type SystemLogParams = Record<string, string | number>;
