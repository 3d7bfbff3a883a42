import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { ProviderAction } from '../system-log/events.js';
import { recordSystemLog } from '../system-log/record.js';
import { type BillingProvider, ProviderError } from './provider.js';
import type { SubscriptionSync } from './subscription-sync.js';

/** What each part of the billing service needs: the services' deps, the configured provider and the sync. */
export interface BillingContext extends ServiceDeps {
  provider: BillingProvider;
  sync: SubscriptionSync;
}

/** A provider call on behalf of a user: a failure is logged for the admins and refused with a clear message. */
export async function withProvider<T>(
  ctx: BillingContext,
  user: UserRow,
  action: ProviderAction,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await recordSystemLog(ctx.db, {
      type: 'error',
      event: 'providerFailed',
      params: { provider: ctx.provider.name, action, error: error.message.slice(0, 400) },
      user: { id: user.id, email: user.email },
      at: ctx.clock.now(),
    });
    throw new AppError('payment_provider_unavailable');
  }
}
