import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingPeriod } from '../../src/server/billing/billing-period.js';
import { DAY_MS } from '../../src/shared/days.js';
import { elideItalian } from '../../src/shared/i18n/italian-elision.js';
import {
  paymentsResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionSchema,
  validateSessionResponseSchema,
} from '../../src/shared/schemas/billing.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { accountOf, bodyOf, logsAbout, paymentsOf, startCheckout, subjectOf } from '../support/billing.js';
import { mailsTo } from '../support/outbox.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/** Payments with the built-in test provider: Korai without STRIPE_SECRET_KEY. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** The test checkout page's form, posted as a browser posts it. */
function payOn(pageUrl: string, cardNumber: string, fields: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: pageUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber,
      expiry: '12/34',
      cvc: '123',
      name: 'Jenny Rosen',
      ...fields,
    }).toString(),
  });
}

const sessionOf = (pageUrl: string) => pageUrl.split('/').pop() ?? '';

/** A Free user: registered, with the trial already over. */
async function freeUser() {
  const user = await registerUser(ctx.app);
  await ctx.db.$client.query(
    "UPDATE users SET trial_expires_at = $2::timestamptz - interval '1 minute', subscription_status = 'inactive' WHERE email = $1",
    [user.email, ctx.clock.now()],
  );
  return user;
}

/** A user on Pro through the test checkout, bought after the trial; each call opens a fresh session. */
async function proUser(interval: 'month' | 'year' = 'month') {
  const user = await freeUser();
  const url = await startCheckout(ctx, user.token, interval);
  expect((await payOn(url, SUCCESS_CARD)).statusCode).toBe(303);
  return { ...user, sessionId: sessionOf(url), api: trackingClient(ctx.app, user.token) };
}

async function tokenFor(email: string): Promise<string> {
  const { id } = await accountOf(ctx, email);
  return (await ctx.app.services.sessions.create(id, true, undefined)).token;
}

describe('the test checkout page', () => {
  it('is marked TEST MODE, speaks the buyer’s language and works under the CSP without any script', async () => {
    const { token } = await registerUser(ctx.app);
    const url = await startCheckout(ctx, token, 'year');
    expect(url).toMatch(/^\/api\/stripe\/test-checkout\/cs_test_[0-9a-f]{24}$/);
    const page = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'it-IT' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('MODALITÀ TEST: nessun pagamento reale');
    expect(page.body).toContain('Pro annuale: <strong>39,99');
    expect(page.body).not.toMatch(/<script|\son[a-z]+=/i);
    expect(page.body).toContain(`<form method="post" action="${url}"`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");

    const english = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    expect(english.body).toContain('TEST MODE');
    expect(english.body).toContain('lang="en"');
  });

  it('refuses the declined card with the spec’s error, keeps what was typed, and changes nothing but the log', async () => {
    const { token, email } = await registerUser(ctx.app);
    const url = await startCheckout(ctx, token);
    const declined = await payOn(url, DECLINED_CARD);
    expect(declined.statusCode).toBe(422);
    const again = declined;
    for (const value of [DECLINED_CARD, '12/34', '123', 'Jenny Rosen'])
      expect(again.body).toContain(`value="${value}"`);
    expect(again.body).toContain('role="alert"');
    expect(again.body).toContain('Errore abbonamento');
    expect(again.body).toContain(
      "Non riusciamo ad attivare l'abbonamento. Riprova più tardi. La carta è stata rifiutata.",
    );

    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema)).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'trialing',
    });
    expect(await paymentsOf(ctx, email)).toEqual([]);
    expect(await logsAbout(ctx, email)).toContainEqual(expect.stringMatching(/^payment_failed: Card declined/));
    const check = await call(ctx.app, 'GET', `/api/stripe/validate-session?session_id=${sessionOf(url)}`, undefined, {
      token,
    });
    expect(check.json(validateSessionResponseSchema)).toMatchObject({
      valid: false,
      message: 'Il pagamento non è ancora stato completato.',
    });

    for (const [fields, error] of [
      [{ cardNumber: '4111 1111 1111 1111' }, 'Usa una delle carte di prova elencate qui sotto.'],
      [{ expiry: '01/20' }, 'La data di scadenza non è valida o è già passata.'],
      [{ cvc: '12' }, 'Il CVC deve avere 3 o 4 cifre.'],
    ] as const) {
      const response = await payOn(url, fields.cardNumber ?? SUCCESS_CARD, fields);
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(error);
    }
  });

  it('takes the success card: Pro at once, the payment, its card and a mail in the user’s language', async () => {
    const { token, email } = await freeUser();
    await call(ctx.app, 'PATCH', '/api/user/preferences', { preferredLanguage: 'en' }, { token });
    const url = await startCheckout(ctx, token);
    const paid = await payOn(url, SUCCESS_CARD);
    expect(paid.headers.location).toBe(`/subscription/success?session_id=${sessionOf(url)}`);
    // A second submit (a double click, a reload) pays nothing more.
    expect((await payOn(url, SUCCESS_CARD)).headers.location).toBe(paid.headers.location);

    const check = await call(ctx.app, 'GET', `/api/stripe/validate-session?session_id=${sessionOf(url)}`, undefined, {
      token,
    });
    expect(check.json(validateSessionResponseSchema)).toMatchObject({
      valid: true,
      user: { plan: 'pro' },
      interval: 'month',
      transactionId: expect.stringMatching(/^in_test_/),
    });
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema)).toMatchObject({
      plan: 'pro',
      effectivePlan: 'pro',
      subscriptionStatus: 'active',
      trialDaysLeft: 0,
    });
    const summary = await call(ctx.app, 'GET', '/api/subscription', undefined, { token });
    expect(summary.json(subscriptionSchema)).toEqual({
      testMode: true,
      plan: 'pro',
      status: 'active',
      interval: 'month',
      priceCents: 399,
      renewsAt: addBillingPeriod(ctx.clock.now(), 'month').toISOString(),
      endsAt: null,
      autoRenew: true,
      paused: false,
      manageable: true,
      trialDaysLeft: 0,
      renewalReminders: true,
    });
    const history = await call(ctx.app, 'GET', '/api/subscription/payments', undefined, { token });
    expect(history.json(paymentsResponseSchema)).toEqual({
      payments: [
        {
          id: check.json(validateSessionResponseSchema).transactionId,
          amountCents: 399,
          currency: 'EUR',
          status: 'paid',
          plan: 'pro',
          interval: 'month',
          createdAt: ctx.clock.now().toISOString(),
        },
      ],
      paymentMethod: { brand: 'visa', last4: '4242' },
    });
    expect(await logsAbout(ctx, email)).toContain('upgrade: Upgraded to Pro (monthly, test)');
    const mails = await mailsTo(ctx, email);
    expect(mails.map(subjectOf)).toEqual(['Payment received: thank you!']);
    expect(bodyOf(mails[0] ?? '')).toMatch(/€3\.99/);

    // Buying again while Pro is refused: the plan is managed from its page.
    const twice = await call(
      ctx.app,
      'POST',
      '/api/stripe/create-checkout-session',
      { planId: 'pro', interval: 'year' },
      { token },
    );
    expect([twice.status, twice.json(errorBody).error.code]).toEqual([409, 'already_subscribed']);
  });

  it('bought during the trial: the trial keeps its days, nothing is charged until it ends, then the price', async () => {
    const { token, email } = await registerUser(ctx.app);
    ctx.clock.advance(DAY_MS);
    const trialEnd = (await accountOf(ctx, email)).trialExpiresAt;
    if (!trialEnd) throw new Error('a new account has a trial');
    const url = await startCheckout(ctx, token);
    const page = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'it' } });
    const day = new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(trialEnd);
    expect(page.body).toContain(elideItalian(`Paghi solo alla fine della prova, il ${day}`));
    expect(page.body).toContain('Abbonati: oggi non paghi nulla');
    expect((await payOn(url, SUCCESS_CARD)).statusCode).toBe(303);

    const summary = (await call(ctx.app, 'GET', '/api/subscription', undefined, { token })).json(subscriptionSchema);
    expect(summary).toMatchObject({
      plan: 'pro',
      status: 'active',
      renewsAt: trialEnd.toISOString(),
      trialDaysLeft: 0,
    });
    expect((await paymentsOf(ctx, email)).map((payment) => payment.amountCents)).toEqual([0]);
    expect((await mailsTo(ctx, email)).map(subjectOf)).not.toContain('Pagamento ricevuto: grazie!');

    // The trial's last day passes with Pro, and the first month is charged when it ends.
    ctx.clock.advance(trialEnd.getTime() - ctx.clock.now().getTime() - 60_000);
    await ctx.app.services.planLifecycle.run();
    expect((await paymentsOf(ctx, email)).map((payment) => payment.amountCents)).toEqual([0]);
    ctx.clock.advance(2 * 60_000);
    await ctx.app.services.planLifecycle.run();
    expect((await paymentsOf(ctx, email)).map((payment) => payment.amountCents)).toEqual([0, 399]);
    const renewed = (await call(ctx.app, 'GET', '/api/subscription', undefined, { token })).json(subscriptionSchema);
    expect(renewed.renewsAt).toBe(addBillingPeriod(trialEnd, 'month').toISOString());
    expect(await accountOf(ctx, email)).toMatchObject({ plan: 'pro', subscriptionStatus: 'active' });
  });

  it('answers 404 for a session that is not the caller’s or does not exist', async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const url = await startCheckout(ctx, owner.token);
    for (const sessionId of [sessionOf(url), 'cs_test_000000000000000000000000']) {
      const { status, json } = await call(
        ctx.app,
        'GET',
        `/api/stripe/validate-session?session_id=${sessionId}`,
        undefined,
        { token: stranger.token },
      );
      expect([status, json(errorBody).error.code, json(errorBody).error.message]).toEqual([
        404,
        'checkout_session_not_found',
        'Sessione non valida',
      ]);
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/stripe/test-checkout/cs_test_0000' });
    expect([missing.statusCode, errorBody.parse(missing.json()).error.code]).toEqual([
      404,
      'checkout_session_not_found',
    ]);
    // No session id, or one that is not a session id (a NUL byte once reached the database and failed there).
    for (const query of ['', '?session_id=', '?session_id=a%00b', '?session_id=cs_test_%00']) {
      const { status, json } = await call(ctx.app, 'GET', `/api/stripe/validate-session${query}`, undefined, {
        token: owner.token,
      });
      expect([query, status, json(errorBody).error.message]).toEqual([query, 400, 'Sessione di pagamento non trovata']);
    }
  });

  it('has no Stripe webhook to receive', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1","type":"invoice.paid"}',
    });
    expect([response.statusCode, errorBody.parse(response.json()).error.code]).toEqual([404, 'billing_not_configured']);
  });
});

describe('managing the subscription', () => {
  it('turns auto-renew off and on as a cancellation at the period end, mailing the cancellation once', async () => {
    const { token, email } = await proUser();
    const off = await call(ctx.app, 'PATCH', '/api/subscription/auto-renew', { autoRenew: false }, { token });
    expect(off.json(subscriptionChangeResponseSchema)).toMatchObject({
      message: 'Rinnovo automatico disattivato: Pro resta attivo fino alla fine del periodo pagato.',
      subscription: { status: 'cancelled', autoRenew: false, renewsAt: null, endsAt: expect.any(String), plan: 'pro' },
    });
    await call(ctx.app, 'PATCH', '/api/subscription/auto-renew', { autoRenew: false }, { token });
    const on = await call(ctx.app, 'PATCH', '/api/subscription/auto-renew', { autoRenew: true }, { token });
    expect(on.json(subscriptionChangeResponseSchema).subscription).toMatchObject({
      status: 'active',
      autoRenew: true,
      endsAt: null,
    });
    const subjects = (await mailsTo(ctx, email)).map(subjectOf);
    expect(subjects.filter((subject) => subject === 'Abbonamento annullato')).toHaveLength(1);
  });

  it('pauses payments: Pro until the paid period ends, no charge at renewal; resumes; each in the log', async () => {
    const { token, email } = await proUser();
    const paused = await call(ctx.app, 'POST', '/api/subscription/pause', undefined, { token });
    expect(paused.json(subscriptionChangeResponseSchema).subscription).toMatchObject({
      status: 'cancelled',
      paused: true,
      autoRenew: false,
      plan: 'pro',
    });
    const endsAt = paused.json(subscriptionChangeResponseSchema).subscription.endsAt ?? '';

    ctx.clock.advance(new Date(endsAt).getTime() - ctx.clock.now().getTime() + 60_000);
    await ctx.app.services.planLifecycle.run();
    // The period moved on without a charge, and the account is Free until payments resume.
    expect(await paymentsOf(ctx, email)).toHaveLength(1);
    expect(await accountOf(ctx, email)).toMatchObject({ plan: 'free', subscriptionStatus: 'inactive' });
    const later = await tokenFor(email);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token: later })).json(userSchema)).toMatchObject({
      effectivePlan: 'free',
    });

    expect(await logsAbout(ctx, email)).toContain('other: Subscription paused');
    const resumed = await call(ctx.app, 'POST', '/api/subscription/resume', undefined, { token: later });
    expect(resumed.json(subscriptionChangeResponseSchema).subscription).toMatchObject({
      status: 'active',
      paused: false,
      autoRenew: true,
      plan: 'pro',
    });
  });

  it('cancels: Pro until the period ends, then Free, told once; nothing to cancel afterwards', async () => {
    const { email, api } = await proUser();
    const cancelled = await api.post('/api/subscription/cancel');
    expect(cancelled.json(subscriptionChangeResponseSchema).message).toBe(
      'Abbonamento annullato: Pro resta attivo fino alla fine del periodo pagato, poi torni a Free.',
    );
    const endsAt = new Date(cancelled.json(subscriptionChangeResponseSchema).subscription.endsAt ?? '');
    const mail = (await mailsTo(ctx, email)).find((found) => subjectOf(found) === 'Abbonamento annullato');
    expect(bodyOf(mail ?? '')).toContain(
      elideItalian(
        `Potrai usare Pro fino al ${new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(endsAt)}`,
      ),
    );

    ctx.clock.advance(endsAt.getTime() - ctx.clock.now().getTime() - 60_000);
    let token = await tokenFor(email);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).effectivePlan).toBe(
      'pro',
    );
    ctx.clock.advance(2 * 60_000);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema).effectivePlan).toBe(
      'free',
    );

    await ctx.app.services.planLifecycle.run();
    await ctx.app.services.planLifecycle.run();
    token = await tokenFor(email);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).json(userSchema)).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'inactive',
    });
    expect((await logsAbout(ctx, email)).filter((line) => line.startsWith('downgrade'))).toHaveLength(1);
    const ended = (await mailsTo(ctx, email)).filter(
      (found) => subjectOf(found) === 'Il tuo abbonamento Pro è terminato',
    );
    expect(ended).toHaveLength(1);
    expect(bodyOf(ended[0] ?? '')).toContain('il tuo account è tornato al piano Free');
    const summary = await call(ctx.app, 'GET', '/api/subscription', undefined, { token });
    expect(summary.json(subscriptionSchema)).toMatchObject({ plan: 'free', status: 'inactive', manageable: false });
    const again = await call(ctx.app, 'POST', '/api/subscription/cancel', undefined, { token });
    expect([again.status, again.json(errorBody).error.code]).toEqual([409, 'no_subscription']);
    // Free again, the user may buy again.
    expect(await startCheckout(ctx, token)).toMatch(/^\/api\/stripe\/test-checkout\//);
  });

  it('mails a reminder three days before each renewal, once, unless turned off', async () => {
    const { token, email } = await proUser();
    const renewsAt = new Date(
      (await call(ctx.app, 'GET', '/api/subscription', undefined, { token })).json(subscriptionSchema).renewsAt ?? '',
    );
    const reminders = async () =>
      (await mailsTo(ctx, email)).filter((mail) => subjectOf(mail).startsWith('Il tuo abbonamento Pro si rinnova'));

    ctx.clock.advance(renewsAt.getTime() - ctx.clock.now().getTime() - 3 * DAY_MS - 60_000);
    await ctx.app.services.planLifecycle.run();
    expect(await reminders()).toHaveLength(0);
    ctx.clock.advance(2 * 60_000);
    await ctx.app.services.planLifecycle.run();
    await ctx.app.services.planLifecycle.run();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(bodyOf(sent[0] ?? '')).toMatch(/addebiteremo 3,99\s€/);

    // Turned off from the subscription's settings: the next renewal comes without one.
    const off = await call(ctx.app, 'PATCH', '/api/subscription/reminders', { enabled: false }, { token });
    expect(off.json(subscriptionChangeResponseSchema)).toMatchObject({
      message: 'Promemoria di rinnovo disattivati',
      subscription: { renewalReminders: false },
    });
    ctx.clock.advance(31 * DAY_MS - 2 * DAY_MS);
    await ctx.app.services.planLifecycle.run();
    expect(await reminders()).toHaveLength(1);
    const bad = await call(ctx.app, 'PATCH', '/api/subscription/reminders', { enabled: 'yes' }, { token });
    expect(bad.status).toBe(400);
  });

  it('renews when the period runs out, charging the price again', async () => {
    const { email } = await proUser('year');
    ctx.clock.advance(366 * DAY_MS);
    await ctx.app.services.planLifecycle.run();
    expect((await paymentsOf(ctx, email)).map((payment) => [payment.amountCents, payment.status])).toEqual([
      [3999, 'paid'],
      [3999, 'paid'],
    ]);
    const token = await tokenFor(email);
    const summary = await call(ctx.app, 'GET', '/api/subscription', undefined, { token });
    expect(summary.json(subscriptionSchema)).toMatchObject({ plan: 'pro', status: 'active', interval: 'year' });
    expect(new Date(summary.json(subscriptionSchema).renewsAt ?? '').getTime()).toBeGreaterThan(
      ctx.clock.now().getTime(),
    );
  });

  it('refuses changes without a paid subscription', async () => {
    const { token } = await registerUser(ctx.app);
    for (const path of ['/api/subscription/pause', '/api/subscription/resume', '/api/subscription/cancel']) {
      const { status, json } = await call(ctx.app, 'POST', path, undefined, { token });
      expect([path, status, json(errorBody).error.message]).toEqual([
        path,
        409,
        'Non hai un abbonamento a pagamento da gestire.',
      ]);
    }
    const summary = await call(ctx.app, 'GET', '/api/subscription', undefined, { token });
    expect(summary.json(subscriptionSchema)).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      trialDaysLeft: 7,
      manageable: false,
    });
    const history = await call(ctx.app, 'GET', '/api/subscription/payments', undefined, { token });
    expect(history.json(paymentsResponseSchema)).toEqual({ payments: [], paymentMethod: null });
  });
});
