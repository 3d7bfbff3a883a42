import { and, eq } from 'drizzle-orm';
import type { PushSubscribeRequest } from '../../shared/schemas/push.js';
import type { UserRow } from '../db/rows.js';
import { pushSubscriptions } from '../db/schema.js';
import type { ServiceDeps } from '../deps.js';

/** Keeps this browser's subscription for the user; a browser that signed in to another account moves here. */
export async function subscribe({ db }: ServiceDeps, user: UserRow, request: PushSubscribeRequest): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId: user.id, endpoint: request.endpoint, p256dh: request.keys.p256dh, auth: request.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: user.id, p256dh: request.keys.p256dh, auth: request.keys.auth },
    });
}

export async function unsubscribe({ db }: ServiceDeps, user: UserRow, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint)));
}
