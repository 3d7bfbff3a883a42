import { and, eq } from 'drizzle-orm';
import { effectivePlan, isTrialing } from '../../shared/plans.js';
import type { CheckoutRequest, ValidatedSession } from '../../shared/schemas/billing.js';
import type { UserRow } from '../db/rows.js';
import { billingCustomers, checkoutSessions } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { Translate } from '../i18n.js';
import { type BillingContext, withProvider } from './billing-context.js';
import { reloadUser } from './subscription-summary.js';

/** The provider's customer for this user, made at the first checkout and reused for every later one. */
async function customerFor(ctx: BillingContext, user: UserRow): Promise<string> {
  const { db, clock, provider } = ctx;
  const find = async () => {
    const [found] = await db
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider.name)));
    return found?.customerId;
  };
  const existing = await find();
  if (existing) return existing;
  const customerId = await withProvider(ctx, user, 'createCustomer', () => provider.createCustomer(user));
  await db
    .insert(billingCustomers)
    .values({ userId: user.id, provider: provider.name, customerId, createdAt: clock.now() })
    .onConflictDoNothing();
  // Two checkouts at the same moment: the customer stored first is the one kept.
  return (await find()) ?? customerId;
}

/** Starts paying for Pro: the url of the provider's checkout page. */
export async function createCheckout(
  ctx: BillingContext,
  user: UserRow,
  request: Required<CheckoutRequest>,
  language: string,
) {
  const { db, clock, provider } = ctx;
  const now = clock.now();
  // Only Free and the trial buy: a running (even cancelled or paused) Pro is changed from the management page.
  if (effectivePlan(user, now) !== 'free' && user.subscriptionStatus !== 'trialing') {
    throw new AppError('already_subscribed');
  }
  const customerId = await customerFor(ctx, user);
  const checkout = await withProvider(ctx, user, 'startCheckout', () =>
    provider.startCheckout({
      userId: user.id,
      customerId,
      interval: request.interval,
      language,
      trialEnd: isTrialing(user, now) ? user.trialExpiresAt : null,
      now,
    }),
  );
  await db.insert(checkoutSessions).values({
    id: checkout.sessionId,
    userId: user.id,
    provider: provider.name,
    plan: request.planId,
    interval: request.interval,
    createdAt: now,
    expiresAt: checkout.expiresAt,
  });
  return { url: checkout.url };
}

/** A checkout the provider says is paid, applied through the same path as its webhook. */
async function applyPaidCheckout(ctx: BillingContext, user: UserRow, sessionId: string) {
  const { provider, sync } = ctx;
  const state = await withProvider(ctx, user, 'readCheckout', () => provider.checkout(sessionId));
  if (!state.paid || !state.subscriptionId) return;
  const { subscriptionId, invoiceId } = state;
  const subscription = await withProvider(ctx, user, 'readSubscription', () => provider.subscription(subscriptionId));
  const invoice = invoiceId ? await withProvider(ctx, user, 'readInvoice', () => provider.invoice(invoiceId)) : null;
  if (subscription) {
    await sync.apply({ provider: provider.name, subscription, invoice, checkoutSessionId: sessionId });
  }
}

/**
 * What the success page shows: whether this user's checkout has been paid. A checkout the webhook has not
 * reported yet is asked of the provider and applied through the same path.
 */
export async function validateSession(
  ctx: BillingContext,
  user: UserRow,
  sessionId: string,
  t: Translate,
): Promise<ValidatedSession> {
  const { db, clock } = ctx;
  const find = async () => {
    const [found] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, user.id)));
    return found;
  };
  const session = await find();
  if (!session) throw new AppError('checkout_session_not_found');
  if (session.status === 'open' && session.provider === ctx.provider.name) {
    await applyPaidCheckout(ctx, user, session.id);
  }
  const settled = (await find()) ?? session;
  const fresh = await reloadUser(ctx, user);
  const valid = settled.status === 'complete';
  const expired = !valid && (settled.status === 'expired' || settled.expiresAt <= clock.now());
  return {
    valid,
    message: t(valid ? 'billing.sessionValid' : expired ? 'billing.sessionExpired' : 'billing.sessionPending'),
    user: { plan: effectivePlan(fresh, clock.now()) },
    interval: settled.interval,
    transactionId: settled.transactionId,
  };
}
