import type { PushMessage, PushSubscribeRequest } from '../../shared/schemas/push.js';
import type { UserRow } from '../db/rows.js';
import type { ServiceDeps } from '../deps.js';
import { subscribe, unsubscribe } from './push-subscriptions.js';
import { type PushSender, sendTest, sendToUser } from './send-push.js';
import { loadVapidKeys, type VapidKeys } from './vapid.js';

export { encodePushMessage, MAX_PAYLOAD_BYTES } from './send-push.js';

/** Web push: the browsers' subscriptions and sending to them, put together for the routes and the reminders. */
export function createPushService(deps: ServiceDeps) {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= loadVapidKeys(deps.db).catch((error) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const sender: PushSender = { db: deps.db, vapid, subject: `mailto:${deps.config.supportEmail}` };
  return {
    publicKey: async () => (await vapid()).publicKey,
    subscribe: (user: UserRow, request: PushSubscribeRequest) => subscribe(deps, user, request),
    unsubscribe: (user: UserRow, endpoint: string) => unsubscribe(deps, user, endpoint),
    sendTest: (user: UserRow, message: PushMessage) => sendTest(sender, user, message),
    /** Sends to every browser of the user: how many received it. */
    sendToUser: async (userId: string, message: PushMessage) => (await sendToUser(sender, userId, message)).delivered,
  };
}

export type PushService = ReturnType<typeof createPushService>;
