import { desc, eq } from 'drizzle-orm';
import type { Payment, PaymentsResponse } from '../../shared/schemas/billing.js';
import type { UserRow } from '../db/rows.js';
import { payments } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';

const HISTORY_LENGTH = 50;

/** The payment history, newest first, and the card of the latest payment. */
export async function paymentHistory(deps: ServiceDeps, user: UserRow): Promise<PaymentsResponse> {
  const rows = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(HISTORY_LENGTH);
  const withCard = rows.find((row) => row.cardBrand && row.cardLast4);
  return {
    payments: rows.map(
      (row): Payment => ({
        id: row.providerPaymentId,
        amountCents: row.amountCents,
        currency: row.currency,
        status: row.status === 'paid' ? 'paid' : 'failed',
        plan: row.plan,
        interval: row.interval,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    paymentMethod:
      withCard?.cardBrand && withCard.cardLast4 ? { brand: withCard.cardBrand, last4: withCard.cardLast4 } : null,
  };
}
