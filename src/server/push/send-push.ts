import { and, eq } from 'drizzle-orm';
import type { PushMessage } from '../../shared/schemas/push.js';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { pushSubscriptions } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { VapidKeys } from './vapid.js';

/** What sending needs: the subscriptions, the server's keys (made once) and who the push services may write to. */
export interface PushSender {
  db: Database;
  vapid: () => Promise<VapidKeys>;
  subject: string;
}

/** Push services accept 4 KB of encrypted payload; staying under 3 KB leaves room for the encryption's overhead. */
export const MAX_PAYLOAD_BYTES = 3 * 1024;
/** A reminder older than this is no longer worth showing: the push service drops it. */
const TIME_TO_LIVE_S = 4 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

/** The message as JSON under MAX_PAYLOAD_BYTES, shortening the body if it must. */
export function encodePushMessage(message: PushMessage): string {
  let body = message.body;
  let encoded = JSON.stringify({ ...message, body });
  while (Buffer.byteLength(encoded) > MAX_PAYLOAD_BYTES && body.length > 0) {
    body = `${[...body].slice(0, Math.max(0, [...body].length - 64)).join('')}…`;
    encoded = JSON.stringify({ ...message, body });
  }
  return encoded;
}

/**
 * Sends to every browser of the user; a subscription the push service says is gone (404, 410) is removed. Says how
 * many received it, out of how many browsers are still subscribed.
 */
export async function sendToUser(
  { db, vapid, subject }: PushSender,
  userId: string,
  message: PushMessage,
): Promise<{ delivered: number; browsers: number }> {
  const { publicKey, privateKey } = await vapid();
  const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const payload = encodePushMessage(message);
  // The push protocol's library is loaded when there is something to send, not by every app that starts.
  const { default: webpush, WebPushError } = await import('web-push');
  let delivered = 0;
  let gone = 0;
  for (const target of targets) {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: TIME_TO_LIVE_S,
          contentEncoding: 'aes128gcm',
          timeout: PUSH_TIMEOUT_MS,
        },
      );
      delivered += 1;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        gone += 1;
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.userId, userId)));
      }
    }
  }
  return { delivered, browsers: targets.length - gone };
}

/**
 * Settings' test button: at least one browser must have received it. No browser subscribed and a push service
 * that did not answer are different states, each with the one thing that mends it.
 */
export async function sendTest(sender: PushSender, user: UserRow, message: PushMessage): Promise<number> {
  const { delivered, browsers } = await sendToUser(sender, user.id, message);
  if (delivered) return delivered;
  if (browsers) throw new AppError('push_service_unreachable', 'notifications.push.unreachable');
  throw new AppError('no_push_subscription', 'notifications.push.noSubscription');
}
