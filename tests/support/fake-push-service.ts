import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';
import { localhostCertificate, type TlsPair } from './localhost-certificate.js';

export interface ReceivedPush {
  subscription: string;
  payload: unknown;
  ttl: string | undefined;
  encoding: string | undefined;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The VAPID JWT of an `Authorization: vapid t=..., k=...` header, checked as a push service does. */
function checkVapid(header: string | undefined, audience: string, now: number): string | null {
  const match = header?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/);
  if (!match) return 'no vapid authorization';
  const [, jwt = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'bad public key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return 'bad alg';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== audience) return `wrong audience ${claims.aud}`;
  const nowSeconds = Math.floor(now / 1000);
  if (!claims.exp || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600) return 'bad expiry';
  if (!claims.sub?.startsWith('mailto:') && !claims.sub?.startsWith('https:')) return 'bad subject';
  return null;
}

/**
 * A push service on https://localhost, as Chrome's or Mozilla's would answer: it checks the VAPID JWT (signature,
 * audience, expiry), decrypts the aes128gcm payload with the subscription's private key, and answers 201; a
 * subscription marked gone answers 410, as after the person revoked the permission. Its certificate is made for this
 * run, unless one is given that the app under test already trusts (the browser journeys' app runs in its own process).
 */
export async function startFakePushService(tls: TlsPair = localhostCertificate()) {
  const { key, cert } = tls;
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.replace(/^\/push\//, '') ?? '';
      const browser = browsers.get(id);
      if (request.method !== 'POST' || !browser) return void response.writeHead(404).end();
      if (gone.has(id)) return void response.writeHead(410).end();
      const problem = checkVapid(request.headers.authorization, origin, Date.now());
      if (problem || request.headers['content-encoding'] !== 'aes128gcm') {
        refused.push(problem ?? 'encoding');
        return void response.writeHead(403).end();
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth.toString('base64url'),
      }) as Buffer;
      received.push({
        subscription: id,
        payload: JSON.parse(plain.toString('utf8')),
        ttl: request.headers.ttl as string | undefined,
        encoding: request.headers['content-encoding'],
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  // Korai's push requests go through Node's global agent, which is told to trust this certificate.
  https.globalAgent.options.ca = [cert];

  return {
    origin,
    received,
    refused,
    /** A browser's subscription, as `pushManager.subscribe()` gives it. */
    subscribe(): BrowserSubscription {
      const id = randomBytes(12).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** The person revoked the permission: the push service answers 410 from now on. */
    revoke(subscription: BrowserSubscription) {
      gone.add(subscription.endpoint.split('/push/')[1] ?? '');
    },
    receivedBy(subscription: BrowserSubscription) {
      const id = subscription.endpoint.split('/push/')[1];
      return received.filter((push) => push.subscription === id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
