import { z } from 'zod';
import { BILLING_INTERVALS, PLAN_IDS, SOLD_PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans.js';

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Card numbers the built-in test provider understands, as its checkout page lists them. */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const checkoutRequestSchema = z.object({
  planId: z.enum(SOLD_PLAN_IDS, { error: 'validation.planInvalid' }),
  interval: z.enum(BILLING_INTERVALS, { error: 'validation.intervalInvalid' }).default('month'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Where the browser goes to pay: the provider's checkout page. */
export const checkoutResponseSchema = z.object({ url: z.string() });

/** A Checkout Session id as Stripe and the test provider write them (`cs_test_…`, `cs_live_…`): nothing else is one. */
export const checkoutSessionIdSchema = z
  .string({ error: 'validation.sessionIdRequired' })
  .regex(/^cs_[A-Za-z0-9_]{1,250}$/, { error: 'validation.sessionIdRequired' });

export const validateSessionQuerySchema = z.object({ session_id: checkoutSessionIdSchema });

export const validateSessionResponseSchema = z.object({
  /** True once the payment went through and the plan is active. */
  valid: z.boolean(),
  message: z.string(),
  user: z.object({ plan: z.enum(PLAN_IDS) }),
  interval: z.enum(BILLING_INTERVALS),
  /** The payment's id at the provider (the success page shows its last 8 characters). */
  transactionId: z.string().nullable(),
});
export type ValidatedSession = z.infer<typeof validateSessionResponseSchema>;

/** The plan as /subscription-management shows it. */
export const subscriptionSchema = z.object({
  /** The built-in test provider: every payment screen says TEST MODE. */
  testMode: z.boolean(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  /** Price of one period, in euro cents; null without a paid subscription. */
  priceCents: z.number().int().nullable(),
  /** When the next payment is taken; null when nothing renews. */
  renewsAt: z.string().nullable(),
  /** When the current plan ends (trial, cancelled or paused subscription); null when it does not end. */
  endsAt: z.string().nullable(),
  autoRenew: z.boolean(),
  paused: z.boolean(),
  /** A paid subscription exists that can be paused, resumed or cancelled. */
  manageable: z.boolean(),
  trialDaysLeft: z.number().int(),
  /** A mail a few days before each renewal charge. */
  renewalReminders: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionChangeResponseSchema = z.object({ message: z.string(), subscription: subscriptionSchema });

export const autoRenewRequestSchema = z.object({
  autoRenew: z.boolean({ error: 'validation.booleanRequired' }),
});

export const renewalRemindersRequestSchema = z.object({
  enabled: z.boolean({ error: 'validation.booleanRequired' }),
});

export const PAYMENT_STATUSES = ['paid', 'failed'] as const;

export const paymentSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  plan: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsResponseSchema = z.object({
  payments: z.array(paymentSchema),
  /** The card of the latest payment; null before the first one. */
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

/** Stripe's webhook, answered once the event is recorded; `duplicate` when it had already arrived. */
export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The test checkout page's form, as the browser posts it. */
export const testCheckoutFormSchema = z.object({
  cardNumber: z.string().max(64).default(''),
  expiry: z.string().max(16).default(''),
  cvc: z.string().max(8).default(''),
  name: z.string().max(120).default(''),
});

export const testCheckoutParamsSchema = z.object({
  sessionId: z.string().regex(/^cs_test_[A-Za-z0-9]{1,64}$/, { error: 'validation.sessionIdRequired' }),
});

export const TEST_CHECKOUT_ERRORS = ['card_declined', 'card_unknown', 'card_expired', 'cvc_invalid'] as const;
export type TestCheckoutError = (typeof TEST_CHECKOUT_ERRORS)[number];

export const testCheckoutQuerySchema = z.object({
  error: z.enum(TEST_CHECKOUT_ERRORS).optional().catch(undefined),
});
