import { z } from 'zod';

/** A push service's address: always https, as browsers hand them out. */
const endpointSchema = z
  .string({ error: 'notifications.push.endpointInvalid' })
  .max(2000, { error: 'notifications.push.endpointInvalid' })
  .pipe(z.url({ protocol: /^https$/, error: 'notifications.push.endpointInvalid' }));

const keySchema = (max: number) =>
  z
    .string({ error: 'notifications.push.keysInvalid' })
    .min(1, { error: 'notifications.push.keysInvalid' })
    .max(max, { error: 'notifications.push.keysInvalid' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'notifications.push.keysInvalid' });

/** What `PushSubscription.toJSON()` gives (expirationTime is read and ignored). */
export const pushSubscribeRequestSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: keySchema(200), auth: keySchema(100) }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({ endpoint: endpointSchema });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives and shows. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

export const pushTestResponseSchema = z.object({ message: z.string(), delivered: z.number().int() });
