import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingEvents } from '../../src/server/db/schema.js';
import { DAY_MS } from '../../src/shared/days.js';
import {
  subscriptionChangeResponseSchema,
  validateSessionResponseSchema,
  webhookResponseSchema,
} from '../../src/shared/schemas/billing.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import {
  accountOf,
  bodyOf,
  logsAbout,
  paymentsOf,
  startCheckout,
  subjectOf,
  subscriptionsOf,
} from '../support/billing.js';
import { type FakeStripe, PRICES, signature, startFakeStripe, stripeEnv } from '../support/fake-stripe.js';
import { mailsTo } from '../support/outbox.js';
import { call, createTestApp, errorBody, registerUser, TestClock, type TestContext } from '../support/test-app.js';

/**
 * Korai in Stripe mode, the official SDK pointed at a local server that answers as Stripe's API does (recorded
 * payloads), webhooks signed as Stripe signs them.
 */
let ctx: TestContext;
let stripe: FakeStripe;
beforeAll(async () => {
  const clock = new TestClock();
  stripe = await startFakeStripe(() => clock.now());
  ctx = await createTestApp({ clock, env: stripeEnv(stripe.url) });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});
beforeEach(() => stripe.setDown(false));

const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);

/** One webhook delivery, signed (by default with the right secret, now) over `body` (by default the payload). */
function deliver(payload: string, options: { at?: number; secret?: string; body?: string; header?: string } = {}) {
  const header = options.header ?? signature(payload, options.at ?? nowSeconds(), options.secret);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: options.body ?? payload,
  });
}

/** Stripe's webhook's answer, read through its schema. */
const received = (response: LightMyRequestResponse) => webhookResponseSchema.parse(response.json());

/** A checkout started as the person, with the Stripe session id its address ends with. */
async function startStripeCheckout(token: string, interval: 'month' | 'year' = 'month') {
  const url = await startCheckout(ctx, token, interval);
  return { url, sessionId: new URL(url).pathname.split('/').pop() ?? '' };
}

/** A user who went through Stripe's checkout and paid; the webhook has not arrived yet. */
async function payingUser(interval: 'month' | 'year' = 'month') {
  const user = await registerUser(ctx.app);
  const { sessionId } = await startStripeCheckout(user.token, interval);
  return { ...user, sessionId, ...stripe.pay(sessionId) };
}

const me = async (token: string) =>
  (await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema);

/** A session opened now for the user behind an email: the test clock moves past a month, longer than one lasts. */
async function signInAgain(email: string): Promise<string> {
  const { id } = await accountOf(ctx, email);
  return (await ctx.app.services.sessions.create(id, true, undefined)).token;
}

describe('checkout through Stripe', () => {
  it('opens a Checkout Session in subscription mode for the configured price, with one customer per user', async () => {
    const { token, email } = await registerUser(ctx.app);
    const before = stripe.requests.length;
    const first = await startStripeCheckout(token, 'year');
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const made = stripe.requests.slice(before);
    expect(made.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    const customer = made[0]?.params;
    expect(customer?.get('email')).toBe(email);
    const { id: userId } = await accountOf(ctx, email);
    expect(customer?.get('metadata[userId]')).toBe(userId);
    const session = made[1]?.params;
    expect(Object.fromEntries(session ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICES.year,
      'line_items[0][quantity]': '1',
      client_reference_id: userId,
      success_url: 'https://korai.example/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://korai.example/subscription/cancel',
      locale: 'it',
      // Bought during the trial: Stripe charges first when the trial ends, so none of its days is lost.
      'subscription_data[trial_end]': String(
        Math.floor(((await accountOf(ctx, email)).trialExpiresAt?.getTime() ?? 0) / 1000),
      ),
    });
    const customerId = stripe.session(first.sessionId)?.customer;

    // A second attempt reuses the customer instead of making another.
    const again = stripe.requests.length;
    const second = await startStripeCheckout(token, 'month');
    expect(stripe.calls().slice(again)).toEqual(['POST /v1/checkout/sessions']);
    expect(stripe.session(second.sessionId)?.customer).toBe(customerId);
    expect(stripe.requests.at(-1)?.params.get('line_items[0][price]')).toBe(PRICES.month);
  });

  it('confirms a paid checkout on the success page before any webhook, reading it from Stripe', async () => {
    const { token, email, sessionId, invoice } = await payingUser();
    const { status, json } = await call(
      ctx.app,
      'GET',
      `/api/stripe/validate-session?session_id=${sessionId}`,
      undefined,
      { token },
    );
    expect(status).toBe(200);
    expect(json(validateSessionResponseSchema)).toMatchObject({
      valid: true,
      user: { plan: 'pro' },
      interval: 'month',
      transactionId: invoice.id,
    });
    expect(await me(token)).toMatchObject({ plan: 'pro', effectivePlan: 'pro', subscriptionStatus: 'active' });
    const [payment] = await paymentsOf(ctx, email);
    expect(payment).toMatchObject({
      provider: 'stripe',
      providerPaymentId: invoice.id,
      amountCents: 399,
      currency: 'EUR',
      status: 'paid',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(await logsAbout(ctx, email)).toContain('upgrade: Upgraded to Pro (monthly, stripe)');
    const mails = await mailsTo(ctx, email);
    expect(mails.map(subjectOf)).toContain('Pagamento ricevuto: grazie!');

    // The webhook that follows changes nothing more.
    const completed = stripe.event('checkout.session.completed', stripe.session(sessionId) ?? {});
    expect(received(await deliver(completed.payload))).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await paymentsOf(ctx, email)).toHaveLength(1);
    expect(await mailsTo(ctx, email)).toHaveLength(mails.length);
  });
});

describe('the webhook', () => {
  it('refuses a missing or wrong signature, a re-serialised body, and timestamps over 5 minutes away', async () => {
    const { token, email, sessionId } = await payingUser();
    const { payload, id } = stripe.event('checkout.session.completed', stripe.session(sessionId) ?? {});
    const t = nowSeconds();
    const attempts = {
      'no signature': deliver(payload, { header: '' }),
      'another secret': deliver(payload, { secret: 'whsec_someone_else' }),
      'a signature without a timestamp': deliver(payload, { header: signature(payload, t).replace(/^t=\d+,/, '') }),
      're-serialised body': deliver(payload, { body: JSON.stringify(JSON.parse(payload)) }),
      'a body with one byte changed': deliver(payload, {
        body: payload.replace('"livemode": false', '"livemode": true'),
      }),
      '301 s old': deliver(payload, { at: t - 301 }),
      '301 s ahead': deliver(payload, { at: t + 301 }),
      'a day ahead': deliver(payload, { at: t + DAY_MS / 1000 }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const response = await attempt;
      expect([name, response.statusCode, errorBody.parse(response.json()).error.code]).toEqual([
        name,
        400,
        'webhook_signature_invalid',
      ]);
    }
    // Nothing was applied or recorded.
    expect(await me(token)).toMatchObject({ plan: 'free', subscriptionStatus: 'trialing' });
    expect(await ctx.db.select().from(billingEvents).where(eq(billingEvents.id, id))).toEqual([]);
    expect(await paymentsOf(ctx, email)).toEqual([]);

    // Inside the window, in either direction, it is accepted.
    expect((await deliver(payload, { at: t + 299 })).statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
    const other = stripe.event('customer.subscription.updated', {});
    expect((await deliver(other.payload, { at: t - 299 })).statusCode).toBe(200);
  });

  it('applies the same event delivered three times, even at once, exactly once', async () => {
    const { token, email, sessionId } = await payingUser();
    const { payload } = stripe.event('checkout.session.completed', stripe.session(sessionId) ?? {});
    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => received(answer).duplicate).sort()).toEqual([false, true, true]);
    expect(received(await deliver(payload))).toEqual({ received: true, duplicate: true });

    expect(await me(token)).toMatchObject({ plan: 'pro' });
    expect(await paymentsOf(ctx, email)).toHaveLength(1);
    expect(await subscriptionsOf(ctx, email)).toHaveLength(1);
    expect((await logsAbout(ctx, email)).filter((line) => line.startsWith('upgrade'))).toHaveLength(1);
    expect((await mailsTo(ctx, email)).map(subjectOf).filter((subject) => subject.startsWith('Pagamento'))).toEqual([
      'Pagamento ricevuto: grazie!',
    ]);
  });

  it('takes the state from Stripe, so events out of order end where Stripe is', async () => {
    const { token, email, sessionId, subscription } = await payingUser();
    const created = stripe.event('customer.subscription.created', subscription);
    // The user cancels from Stripe's billing portal; Stripe sends the update, which arrives before the older events.
    const cancelled = stripe.subscription(subscription.id);
    if (cancelled) cancelled.cancel_at_period_end = true;
    const updated = stripe.event('customer.subscription.updated', cancelled ?? {});
    const completed = stripe.event('checkout.session.completed', stripe.session(sessionId) ?? {});

    for (const event of [updated, created, completed]) expect((await deliver(event.payload)).statusCode).toBe(200);
    const periodEnd = new Date((subscription.items.data[0].current_period_end as number) * 1000).toISOString();
    expect(await me(token)).toMatchObject({
      plan: 'pro',
      subscriptionStatus: 'cancelled',
      subscriptionEndDate: periodEnd,
    });
    const [row] = await subscriptionsOf(ctx, email);
    expect(row).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    // The checkout's payment is recorded whichever event brought it; one payment, one mail per kind.
    expect(await paymentsOf(ctx, email)).toHaveLength(1);
    const subjects = (await mailsTo(ctx, email)).map(subjectOf);
    expect(subjects.filter((subject) => subject === 'Abbonamento annullato')).toHaveLength(1);
    expect(subjects.filter((subject) => subject === 'Pagamento ricevuto: grazie!')).toHaveLength(1);
  });

  it('reports a failed renewal, then its successful retry, once each, whatever arrives late', async () => {
    const { email, sessionId } = await payingUser();
    await deliver(stripe.event('checkout.session.completed', stripe.session(sessionId) ?? {}).payload);
    const subscriptionId = (await subscriptionsOf(ctx, email))[0]?.providerSubscriptionId ?? '';

    ctx.clock.advance(31 * DAY_MS);
    const renewed = await signInAgain(email);
    const failed = stripe.failRenewal(subscriptionId);
    const failure = stripe.event('invoice.payment_failed', failed);
    expect((await deliver(failure.payload)).statusCode).toBe(200);
    expect((await paymentsOf(ctx, email)).map((payment) => payment.status)).toEqual(['paid', 'failed']);
    expect(await logsAbout(ctx, email)).toContainEqual(
      expect.stringMatching(/^payment_failed: Payment of €3\.99 refused/),
    );
    // Stripe retries for days: meanwhile Pro goes on.
    expect(await me(renewed)).toMatchObject({ plan: 'pro', effectivePlan: 'pro' });
    const failedMail = (await mailsTo(ctx, email)).find((mail) => subjectOf(mail) === 'Pagamento non riuscito');
    expect(bodyOf(failedMail ?? '')).toMatch(/addebitare 3,99\s€ per il tuo abbonamento/);

    const paid = stripe.payInvoice(failed.id);
    expect((await deliver(stripe.event('invoice.paid', paid).payload)).statusCode).toBe(200);
    // The failure delivered again, late, and a new delivery of it: the invoice is paid now, nothing changes.
    expect(received(await deliver(failure.payload))).toMatchObject({ duplicate: true });
    expect((await deliver(stripe.event('invoice.payment_failed', failed).payload)).statusCode).toBe(200);

    expect((await paymentsOf(ctx, email)).map((payment) => payment.status)).toEqual(['paid', 'paid']);
    expect(await me(renewed)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
    const subjects = (await mailsTo(ctx, email)).map(subjectOf);
    expect(subjects.filter((subject) => subject === 'Pagamento non riuscito')).toHaveLength(1);
    expect(subjects.filter((subject) => subject === 'Pagamento ricevuto: grazie!')).toHaveLength(2);
    expect((await logsAbout(ctx, email)).filter((line) => line.startsWith('payment_failed'))).toHaveLength(1);
  });

  it('acknowledges events about what Stripe does not have, and types it does not act on', async () => {
    const stranger = stripe.event('customer.subscription.updated', { id: 'sub_unknown', object: 'subscription' });
    expect(received(await deliver(stranger.payload))).toEqual({
      received: true,
      duplicate: false,
    });
    const other = stripe.event('charge.refunded', { id: 'ch_3QyRdBLkdIwHu7ix0w9Yx1Zq', object: 'charge' });
    expect(received(await deliver(other.payload))).toEqual({
      received: true,
      duplicate: false,
    });
    expect(received(await deliver(other.payload))).toEqual({
      received: true,
      duplicate: true,
    });
  });
});

describe('managing a Stripe subscription', () => {
  it('cancels at the period end through Stripe: Pro until then, Free after, told once', async () => {
    const { token, email, sessionId, subscription } = await payingUser();
    await call(ctx.app, 'GET', `/api/stripe/validate-session?session_id=${sessionId}`, undefined, { token });
    const before = stripe.requests.length;
    const cancelled = await call(ctx.app, 'POST', '/api/subscription/cancel', undefined, { token });
    expect(cancelled.status).toBe(200);
    const update = stripe.requests.slice(before).find((entry) => entry.method === 'POST');
    expect(update?.path).toBe(`/v1/subscriptions/${subscription.id}`);
    expect(update?.params.get('cancel_at_period_end')).toBe('true');
    const periodEnd = new Date((subscription.items.data[0].current_period_end as number) * 1000);
    expect(cancelled.json(subscriptionChangeResponseSchema).subscription).toMatchObject({
      plan: 'pro',
      status: 'cancelled',
      autoRenew: false,
      renewsAt: null,
      endsAt: periodEnd.toISOString(),
    });
    // Stripe's own webhook about the same change reports nothing new.
    await deliver(stripe.event('customer.subscription.updated', stripe.subscription(subscription.id) ?? {}).payload);
    expect((await mailsTo(ctx, email)).map(subjectOf).filter((s) => s === 'Abbonamento annullato')).toHaveLength(1);

    ctx.clock.advance(periodEnd.getTime() - ctx.clock.now().getTime() - 60_000);
    const later = await signInAgain(email);
    expect(await me(later)).toMatchObject({ effectivePlan: 'pro' });
    ctx.clock.advance(120_000);
    // Past the paid period the limits are Free's at once, before Stripe or the job says anything.
    expect(await me(later)).toMatchObject({ effectivePlan: 'free' });

    const ended = stripe.endSubscription(subscription.id);
    await deliver(stripe.event('customer.subscription.deleted', ended).payload);
    await ctx.app.services.planLifecycle.run();
    expect(await me(later)).toMatchObject({ plan: 'free', effectivePlan: 'free', subscriptionStatus: 'inactive' });
    expect((await logsAbout(ctx, email)).filter((line) => line.startsWith('downgrade'))).toHaveLength(1);
  });

  it('pauses and resumes payment collection through Stripe', async () => {
    const { token, sessionId, subscription } = await payingUser('year');
    await call(ctx.app, 'GET', `/api/stripe/validate-session?session_id=${sessionId}`, undefined, { token });
    const before = stripe.requests.length;
    const paused = await call(ctx.app, 'POST', '/api/subscription/pause', undefined, { token });
    expect(paused.json(subscriptionChangeResponseSchema).subscription).toMatchObject({
      status: 'cancelled',
      paused: true,
      autoRenew: false,
      plan: 'pro',
    });
    expect(
      stripe.requests
        .slice(before)
        .find((entry) => entry.method === 'POST')
        ?.params.get('pause_collection[behavior]'),
    ).toBe('void');
    const resumed = await call(ctx.app, 'POST', '/api/subscription/resume', undefined, { token });
    expect(resumed.json(subscriptionChangeResponseSchema).subscription).toMatchObject({
      status: 'active',
      paused: false,
      autoRenew: true,
      interval: 'year',
    });
    expect(stripe.subscription(subscription.id)?.pause_collection).toBeNull();
  });

  it('refuses clearly when Stripe cannot be reached, logs it, and applies a webhook once Stripe answers', async () => {
    const { token, email, sessionId } = await payingUser();
    stripe.setDown(true);
    const checkout = await call(
      ctx.app,
      'POST',
      '/api/stripe/create-checkout-session',
      { planId: 'pro', interval: 'month' },
      { token },
    );
    expect([checkout.status, checkout.json(errorBody).error.code]).toEqual([502, 'payment_provider_unavailable']);
    expect(checkout.json(errorBody).error.message).toBe('Il servizio di pagamento non risponde. Riprova più tardi.');
    expect(await logsAbout(ctx, email)).toContainEqual(expect.stringMatching(/^error: Payment provider \(stripe\)/));

    const { payload } = stripe.event('checkout.session.completed', stripe.session(sessionId) ?? {});
    expect((await deliver(payload)).statusCode).toBe(502);
    stripe.setDown(false);
    // Stripe delivers it again: not recorded the first time, so it is applied now.
    expect(received(await deliver(payload))).toEqual({ received: true, duplicate: false });
    expect(await me(token)).toMatchObject({ plan: 'pro' });
  }, 30_000);
});
