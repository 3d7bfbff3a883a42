import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSettings } from '../db/schema.js';

const VAPID_KEY = 'vapid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair, generated the first time and kept in app_settings: every browser subscription is
 * bound to the public key, so it must never change. Two processes starting at once keep whichever was stored first.
 */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, VAPID_KEY));
    return row?.value as VapidKeys | undefined;
  };
  const stored = await read();
  if (stored) return stored;
  const { default: webpush } = await import('web-push');
  const generated = webpush.generateVAPIDKeys();
  await db.insert(appSettings).values({ key: VAPID_KEY, value: generated }).onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('VAPID keys could not be stored');
  return kept;
}
