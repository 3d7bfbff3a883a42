import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { payments } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';
import { mailFormats, sendPlanMail } from '../mail/user-mail.js';
import { recordSystemLog } from '../system-log/record.js';
import type { InvoiceState, SubscriptionState } from './provider.js';

/** An invoice's news applied: the payment row, a receipt for a real charge, a log and a mail for a refusal. */
export async function applyInvoice(
  deps: ServiceDeps,
  tx: Transaction,
  user: UserRow,
  invoice: InvoiceState,
  state: SubscriptionState,
  now: Date,
  after: (() => void)[],
): Promise<void> {
  if (invoice.status === 'pending') return;
  const [previous] = await tx.select().from(payments).where(eq(payments.providerPaymentId, invoice.invoiceId));
  // A paid invoice stays paid; a failure already reported is not reported again.
  if (previous && (previous.userId !== user.id || previous.status === 'paid' || previous.status === invoice.status)) {
    return;
  }
  const values = {
    status: invoice.status,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    cardBrand: state.card?.brand ?? null,
    cardLast4: state.card?.last4 ?? null,
    createdAt: invoice.at,
  };
  await tx
    .insert(payments)
    .values({
      ...values,
      userId: user.id,
      provider: state.provider,
      providerPaymentId: invoice.invoiceId,
      plan: state.plan,
      interval: state.interval,
    })
    .onConflictDoUpdate({ target: payments.providerPaymentId, set: values });
  const format = mailFormats(user);
  const amount = format.amount(invoice.amountCents, invoice.currency);
  if (invoice.status === 'paid') {
    // A checkout during the trial pays nothing today: no receipt for it; the first real charge sends one.
    if (invoice.amountCents === 0) return;
    after.push(() =>
      sendPlanMail(deps, user, 'paymentReceived', { amount, date: format.date(state.currentPeriodEnd) }),
    );
    return;
  }
  await recordSystemLog(tx, {
    type: 'payment_failed',
    event: 'paymentRefused',
    params: { amountCents: invoice.amountCents, currency: invoice.currency, invoice: invoice.invoiceId },
    user: { id: user.id, email: user.email },
    at: now,
  });
  after.push(() => sendPlanMail(deps, user, 'paymentFailed', { amount }));
}
