import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { BILLING_INTERVALS, SOLD_PLAN_IDS } from '../../../shared/plans.js';
import { PAYMENT_PROVIDERS } from '../../../shared/schemas/billing.js';
import { ownerId } from './accounts.js';
import { createdAt, timestamptz } from './columns.js';

/** Subscriptions, payments, customers, checkouts and the webhook events applied. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    plan: text('plan', { enum: ['pro', 'premium'] }).notNull(),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Payment collection paused (Stripe's pause_collection): Pro until the period already paid ends. */
    pausedAt: timestamptz('paused_at'),
    /** The period end whose renewal the owner was reminded of: one reminder per renewal. */
    renewalRemindedFor: timestamptz('renewal_reminded_for'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_idx').on(table.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull(),
    plan: text('plan').notNull(),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    /** The card charged, as the provider names it ('visa', '4242'): what the payment method card shows. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (table) => [index('payments_user_idx').on(table.userId, table.createdAt)],
);

/** The customer a payment provider keeps for a user, created at the first checkout and reused after. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: ownerId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    customerId: text('customer_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/** A checkout a user started: its provider's session id, and what the success page reports once it is paid. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    plan: text('plan', { enum: SOLD_PLAN_IDS }).notNull(),
    interval: text('interval', { enum: BILLING_INTERVALS }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    /** The payment (invoice) that completed it. */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);

/** Webhook events already applied, by the provider's event id: a delivery seen before changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
