import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments, subscriptions, systemLogs, users } from '../../src/server/db/schema.js';
import { checkoutResponseSchema } from '../../src/shared/schemas/billing.js';
import { call, type TestContext } from './test-app.js';

/** The account row behind an email, as the database holds it now. */
export async function accountOf(ctx: TestContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** The activity log's entries about an email, oldest first, as `type: message`. */
export async function logsAbout(ctx: TestContext, email: string): Promise<string[]> {
  const rows = await ctx.db
    .select()
    .from(systemLogs)
    .where(eq(systemLogs.userEmail, email))
    .orderBy(asc(systemLogs.id));
  return rows.map((row) => `${row.type}: ${row.message}`);
}

export async function paymentsOf(ctx: TestContext, email: string) {
  const { id } = await accountOf(ctx, email);
  return ctx.db.select().from(payments).where(eq(payments.userId, id)).orderBy(asc(payments.id));
}

export async function subscriptionsOf(ctx: TestContext, email: string) {
  const { id } = await accountOf(ctx, email);
  return ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, id)).orderBy(asc(subscriptions.id));
}

/** A mail's subject line, with the encoded words (RFC 2047) nodemailer writes for non-ASCII text decoded. */
export function subjectOf(mail: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** A plain-text mail's body, its transfer encoding (quoted-printable or base64) undone. */
export function bodyOf(mail: string): string {
  const split = mail.search(/\r?\n\r?\n/);
  const headers = mail.slice(0, split);
  const body = mail.slice(split).trim();
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Starts a Pro checkout as the signed-in person and returns the address the app sends them to. */
export async function startCheckout(ctx: TestContext, token: string, interval: 'month' | 'year' = 'month') {
  const { status, json } = await call(
    ctx.app,
    'POST',
    '/api/stripe/create-checkout-session',
    { planId: 'pro', interval },
    { token },
  );
  expect(status).toBe(200);
  return json(checkoutResponseSchema).url;
}
