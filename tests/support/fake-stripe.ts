import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';

/**
 * A local HTTP server that answers as Stripe's API does for the calls Korai makes (customers, Checkout Sessions,
 * subscriptions, invoices), with objects built from recorded payloads (tests/fixtures/stripe). The SDK is pointed
 * at it through STRIPE_API_URL (its host, port and protocol options); nothing reaches the internet. The test drives
 * what Stripe would do on its side (a customer paying, a renewal failing) and signs the webhook deliveries.
 */

type StripeObject = Record<string, any>;

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/stripe');
const fixture = (name: string): StripeObject =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8'));
const clone = <T>(value: T): T => structuredClone(value);
const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const STRIPE_SECRET = 'sk_test_51KoraiLocalServerOnly';
export const WEBHOOK_SECRET = 'whsec_korai_local_test_secret';
export const PRICES = { month: 'price_1QyQx9LkdIwHu7ixKoraiPm', year: 'price_1QyQxALkdIwHu7ixKoraiPy' } as const;
const AMOUNTS = { month: 399, year: 3999 } as const;

/** The settings that put Korai in Stripe mode against this server. */
export function stripeEnv(apiUrl: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_SECRET,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICES.month,
    STRIPE_PRICE_ANNUAL: PRICES.year,
    STRIPE_API_URL: apiUrl,
    PUBLIC_URL: 'https://korai.example',
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

export async function startFakeStripe(now: () => Date) {
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const requests: RecordedRequest[] = [];
  let down = false;
  const seconds = () => Math.floor(now().getTime() / 1000);

  function missing(kind: string, id: string) {
    const body = fixture('error-resource-missing');
    body.error.message = `No such ${kind}: '${id}'`;
    return { status: 404, body };
  }

  function expanded(subscription: StripeObject, params: URLSearchParams): StripeObject {
    const wanted = [...params.entries()].filter(([key]) => key.startsWith('expand[')).map(([, value]) => value);
    const copy = clone(subscription);
    if (wanted.includes('default_payment_method') && typeof copy.default_payment_method === 'string') {
      copy.default_payment_method = clone(paymentMethods.get(copy.default_payment_method) ?? null);
    }
    return copy;
  }

  function route(method: string, pathname: string, params: URLSearchParams): { status: number; body: StripeObject } {
    const [, , resource, id, action] = pathname.split('/');
    if (method === 'POST' && resource === 'customers' && !id) {
      const customer: StripeObject = {
        ...fixture('customer'),
        id: stripeId('cus'),
        created: seconds(),
        email: params.get('email'),
        metadata: { userId: params.get('metadata[userId]') },
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !action) {
        const price = params.get('line_items[0][price]');
        const interval = price === PRICES.year ? 'year' : 'month';
        const session = fixture('checkout-session');
        session.id = `cs_test_${randomBytes(24).toString('hex')}`;
        session.created = seconds();
        session.expires_at = seconds() + 24 * 3600;
        session.customer = params.get('customer');
        session.client_reference_id = params.get('client_reference_id');
        session.success_url = params.get('success_url');
        session.cancel_url = params.get('cancel_url');
        session.locale = params.get('locale');
        session.metadata = {
          userId: params.get('metadata[userId]'),
          plan: params.get('metadata[plan]'),
          interval: params.get('metadata[interval]'),
        };
        session.amount_subtotal = AMOUNTS[interval];
        session.amount_total = AMOUNTS[interval];
        session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
        session._price = price;
        sessions.set(session.id, session);
        return { status: 200, body: publicView(session) };
      }
      const session = sessions.get(action ?? '');
      return session ? { status: 200, body: publicView(session) } : missing('checkout.session', action ?? '');
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      if (method === 'POST') {
        if (params.has('cancel_at_period_end')) {
          subscription.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
        }
        if (params.get('pause_collection[behavior]')) {
          subscription.pause_collection = { behavior: params.get('pause_collection[behavior]'), resumes_at: null };
        } else if (params.has('pause_collection')) {
          subscription.pause_collection = null;
        }
      }
      return { status: 200, body: expanded(subscription, params) };
    }
    if (resource === 'invoices' && id) {
      const invoice = invoices.get(id);
      return invoice ? { status: 200, body: clone(invoice) } : missing('invoice', id);
    }
    return missing('resource', pathname);
  }

  /** A session as the API shows it, without the server's own notes. */
  function publicView(session: StripeObject): StripeObject {
    const { _price, ...shown } = session;
    return clone(shown);
  }

  function newInvoice(subscription: StripeObject, status: 'paid' | 'open', reason: string): StripeObject {
    const item = subscription.items.data[0];
    const invoice = fixture('invoice');
    invoice.id = stripeId('in');
    invoice.customer = subscription.customer;
    invoice.created = seconds();
    invoice.billing_reason = reason;
    invoice.amount_due = item.price.unit_amount;
    invoice.amount_paid = status === 'paid' ? item.price.unit_amount : 0;
    invoice.amount_remaining = status === 'paid' ? 0 : item.price.unit_amount;
    invoice.subtotal = item.price.unit_amount;
    invoice.total = item.price.unit_amount;
    invoice.status = status;
    invoice.status_transitions = {
      finalized_at: seconds(),
      marked_uncollectible_at: null,
      paid_at: status === 'paid' ? seconds() : null,
      voided_at: null,
    };
    invoice.next_payment_attempt = status === 'open' ? seconds() + 3 * 24 * 3600 : null;
    invoice.parent.subscription_details.subscription = subscription.id;
    invoice.lines.data[0].invoice = invoice.id;
    invoice.lines.data[0].amount = item.price.unit_amount;
    invoice.lines.data[0].period = { start: item.current_period_start, end: item.current_period_end };
    invoice.lines.data[0].parent.subscription_item_details.subscription = subscription.id;
    invoice.lines.data[0].pricing.price_details.price = item.price.id;
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
      requests.push({ method: request.method ?? '', path: url.pathname, params });
      if (down) {
        // An outage: the connection is dropped without an answer.
        request.socket.destroy();
        return;
      }
      if (request.headers.authorization !== `Bearer ${STRIPE_SECRET}`) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
        return;
      }
      const answer = route(request.method ?? 'GET', url.pathname, params);
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(7).toString('hex')}`,
        'stripe-version': String(request.headers['stripe-version'] ?? ''),
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Calls Korai made, as `METHOD /v1/path`. */
    calls: () => requests.map((entry) => `${entry.method} ${entry.path}`),
    setDown(value: boolean) {
      down = value;
    },
    session: (id: string) => sessions.get(id),
    subscription: (id: string) => subscriptions.get(id),
    invoice: (id: string) => invoices.get(id),

    /** The customer pays on Stripe's page: the session completes with a new subscription and its paid invoice. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const interval: 'month' | 'year' = session._price === PRICES.year ? 'year' : 'month';
      const method = {
        ...fixture('payment-method'),
        id: stripeId('pm'),
        customer: session.customer,
        created: seconds(),
      };
      paymentMethods.set(method.id, method);
      const subscription = fixture('subscription');
      subscription.id = stripeId('sub');
      subscription.customer = session.customer;
      subscription.created = seconds();
      subscription.start_date = seconds();
      subscription.billing_cycle_anchor = seconds();
      subscription.default_payment_method = method.id;
      subscription.metadata = { ...session.metadata };
      const item = subscription.items.data[0];
      item.subscription = subscription.id;
      item.current_period_start = seconds();
      item.current_period_end = addMonths(seconds(), interval === 'year' ? 12 : 1);
      item.price.id = session._price;
      item.price.unit_amount = AMOUNTS[interval];
      item.price.unit_amount_decimal = String(AMOUNTS[interval]);
      item.price.recurring.interval = interval;
      item.plan.id = session._price;
      item.plan.amount = AMOUNTS[interval];
      item.plan.interval = interval;
      subscriptions.set(subscription.id, subscription);
      const invoice = newInvoice(subscription, 'paid', 'subscription_create');
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        invoice: invoice.id,
        url: null,
        customer_details: { email: customers.get(session.customer)?.email ?? null, name: 'Jenny Rosen' },
      });
      return { session: publicView(session), subscription: clone(subscription), invoice: clone(invoice) };
    },

    /** The renewal at the end of the period is refused by the bank: a new open invoice, the subscription past due. */
    failRenewal(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId) as StripeObject;
      const item = subscription.items.data[0];
      const months = item.price.recurring.interval === 'year' ? 12 : 1;
      item.current_period_start = item.current_period_end;
      item.current_period_end = addMonths(item.current_period_end, months);
      subscription.status = 'past_due';
      const invoice = newInvoice(subscription, 'open', 'subscription_cycle');
      invoice.attempted = true;
      invoice.attempt_count = 1;
      return clone(invoice);
    },

    /** Stripe's retry of an open invoice succeeds. */
    payInvoice(invoiceId: string) {
      const invoice = invoices.get(invoiceId) as StripeObject;
      const subscription = subscriptions.get(invoice.parent.subscription_details.subscription) as StripeObject;
      Object.assign(invoice, {
        status: 'paid',
        amount_paid: invoice.amount_due,
        amount_remaining: 0,
        attempt_count: invoice.attempt_count + 1,
        next_payment_attempt: null,
      });
      invoice.status_transitions.paid_at = seconds();
      subscription.status = 'active';
      return clone(invoice);
    },

    /** What Stripe does at the end of a period that was set to cancel, or when an admin cancels at once. */
    endSubscription(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId) as StripeObject;
      Object.assign(subscription, { status: 'canceled', canceled_at: seconds(), ended_at: seconds() });
      return clone(subscription);
    },

    /** A webhook delivery's body: an event around a snapshot of the object, as Stripe sends it. */
    event(type: string, object: StripeObject): { id: string; payload: string } {
      const event = fixture('event');
      event.id = stripeId('evt');
      event.type = type;
      event.created = seconds();
      event.data = { object: clone(object) };
      return { id: event.id, payload: JSON.stringify(event, null, 2) };
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** The Stripe-Signature header for a body, signed with the webhook secret at a moment in seconds. */
export function signature(payload: string, timestamp: number, secret = WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
