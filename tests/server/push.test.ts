import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, pushSubscriptions } from '../../src/server/db/schema.js';
import { encodePushMessage, MAX_PAYLOAD_BYTES } from '../../src/server/push/service.js';
import { pushPublicKeySchema, pushTestResponseSchema } from '../../src/shared/schemas/push.js';
import { type FakePushService, startFakePushService } from '../support/fake-push-service.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

describe('push notifications', () => {
  it('keeps one VAPID key pair, generated once and served to the browser', async () => {
    const { token } = await registerUser(ctx.app);
    const first = await call(ctx.app, 'GET', '/api/push/public-key', undefined, { token });
    expect(first.status).toBe(200);
    expect(Buffer.from(first.json(pushPublicKeySchema).publicKey, 'base64url')).toHaveLength(65);
    const other = await createTestApp();
    try {
      const again = await call(other.app, 'GET', '/api/push/public-key', undefined, { token });
      expect(again.json(pushPublicKeySchema).publicKey).toBe(first.json(pushPublicKeySchema).publicKey);
    } finally {
      await other.close();
    }
    const rows = await ctx.db.select().from(appSettings).where(eq(appSettings.key, 'vapid'));
    expect(rows).toHaveLength(1);
  });

  it('sends the test notification through the push protocol: VAPID for the service, the payload encrypted', async () => {
    const { token } = await registerUser(ctx.app);
    const browser = pushService.subscribe();
    expect((await call(ctx.app, 'POST', '/api/push/subscribe', browser, { token })).status).toBe(200);
    const sent = await call(ctx.app, 'POST', '/api/push/test', undefined, { token, language: 'en' });
    expect(sent.status).toBe(200);
    expect(sent.json(pushTestResponseSchema).delivered).toBe(1);
    const [push] = pushService.receivedBy(browser);
    expect(push?.encoding).toBe('aes128gcm');
    expect(push?.payload).toEqual({
      title: 'Korai notifications are on',
      body: expect.any(String),
      url: '/settings',
      tag: 'korai-test',
    });
    expect(pushService.refused).toEqual([]);
  });

  it('removes a subscription the push service says is gone (410), and says nothing was delivered', async () => {
    const { token } = await registerUser(ctx.app);
    const browser = pushService.subscribe();
    await call(ctx.app, 'POST', '/api/push/subscribe', browser, { token });
    pushService.revoke(browser);
    const sent = await call(ctx.app, 'POST', '/api/push/test', undefined, { token, language: 'it' });
    expect(sent.status).toBe(409);
    expect(sent.json(errorBody).error.code).toBe('no_push_subscription');
    const left = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(left).toEqual([]);
  });

  it('tells a push service that does not answer apart from no browser subscribed', async () => {
    const { token } = await registerUser(ctx.app);
    // A subscription whose push service is down: nothing listens on its port.
    const browser = { ...pushService.subscribe(), endpoint: 'https://127.0.0.1:1/push/unreachable' };
    expect((await call(ctx.app, 'POST', '/api/push/subscribe', browser, { token })).status).toBe(200);
    const sent = await call(ctx.app, 'POST', '/api/push/test', undefined, { token, language: 'it' });
    expect([sent.status, sent.json(errorBody).error]).toEqual([
      502,
      {
        code: 'push_service_unreachable',
        message:
          'Il servizio push del browser non ha risposto, quindi la notifica di prova non è partita. Riprova tra qualche minuto.',
      },
    ]);
    // The browser stays subscribed: the service may answer next time.
    const kept = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(kept).toHaveLength(1);
  });

  it('stops sending after unsubscribe, and a browser signing in to another account follows it', async () => {
    const first = await registerUser(ctx.app);
    const second = await registerUser(ctx.app);
    const browser = pushService.subscribe();
    await call(ctx.app, 'POST', '/api/push/subscribe', browser, { token: first.token });
    await call(ctx.app, 'POST', '/api/push/subscribe', browser, { token: second.token });
    expect((await call(ctx.app, 'POST', '/api/push/test', undefined, { token: first.token })).status).toBe(409);
    expect((await call(ctx.app, 'POST', '/api/push/test', undefined, { token: second.token })).status).toBe(200);
    await call(ctx.app, 'POST', '/api/push/unsubscribe', { endpoint: browser.endpoint }, { token: second.token });
    expect((await call(ctx.app, 'POST', '/api/push/test', undefined, { token: second.token })).status).toBe(409);
  });

  it('refuses an endpoint that is not https, and keys that are not base64url', async () => {
    const { token } = await registerUser(ctx.app);
    const browser = pushService.subscribe();
    const plain = await call(
      ctx.app,
      'POST',
      '/api/push/subscribe',
      { ...browser, endpoint: 'http://push.example/x' },
      { token },
    );
    expect(plain.status).toBe(400);
    const badKeys = await call(
      ctx.app,
      'POST',
      '/api/push/subscribe',
      { ...browser, keys: { p256dh: 'not base64!', auth: 'x' } },
      { token },
    );
    expect(badKeys.status).toBe(400);
  });

  it('keeps every payload under 3 KB', () => {
    const encoded = encodePushMessage({ title: 'Korai', body: 'è'.repeat(5000), url: '/app' });
    expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(JSON.parse(encoded).body.endsWith('…')).toBe(true);
  });
});
