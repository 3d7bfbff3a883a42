import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema.js';
import { hashToken } from '../../src/server/secrets.js';
import { tokenResponseSchema } from '../../src/shared/schemas/auth.js';
import { call, createTestApp, errorBody, registerUser, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'korai-web-'));
  await fs.mkdir(path.join(webRoot, 'assets'));
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Korai</title><div id="root"></div>');
  await fs.writeFile(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log("korai")');
  ctx = await createTestApp({ webRoot });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  // frame-ancestors 'none' says it; X-Frame-Options would only repeat it.
  expect(headers['x-frame-options']).toBeUndefined();
}

describe('security headers', () => {
  it('are on API answers, with no-store', async () => {
    const { response } = await call(ctx.app, 'GET', '/api/health');
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on what the router refuses before any route runs, in the error shape', async () => {
    for (const [url, status, code] of [
      [`/api/boxes/${'x'.repeat(200)}`, 404, 'route_not_found'],
      ['/api/boxes/%E0%A4%A', 400, 'validation'],
    ] as const) {
      const { response, json } = await call(ctx.app, 'DELETE', url);
      expect([response.statusCode, json(errorBody).error.code]).toEqual([status, code]);
      expectSecurityHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('are on error answers', async () => {
    for (const url of ['/api/auth/user', '/api/no-such-route']) {
      const { response } = await call(ctx.app, 'GET', url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('are on the API documentation, the same as on the rest of the app, with no-store', async () => {
    const usual = (await call(ctx.app, 'GET', '/api/health')).response.headers['content-security-policy'];
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const { response } = await call(ctx.app, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response.headers);
      expect(response.headers['content-security-policy'], url).toBe(usual);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('are on the web app and its files', async () => {
    for (const url of ['/', '/app/reports', '/some/unknown/path', '/assets/app-1234.js']) {
      const { response } = await call(ctx.app, 'GET', url);
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response.headers);
    }
  });
});

describe('the web app', () => {
  it('answers any path outside /api with the app, which then routes', async () => {
    for (const url of ['/', '/login', '/cestino', '/not/a/real/page']) {
      const { response } = await call(ctx.app, 'GET', url);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and the page never', async () => {
    expect((await call(ctx.app, 'GET', '/assets/app-1234.js')).response.headers['cache-control']).toContain(
      'immutable',
    );
    expect((await call(ctx.app, 'GET', '/')).response.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const { status, json } = await call(ctx.app, 'GET', '/api/nothing-here', undefined, { language: 'en' });
    expect(status).toBe(404);
    expect(json(errorBody).error).toEqual({ code: 'route_not_found', message: 'No such API route' });
  });
});

/** A body sent as it is, with its own Content-Type, answered in English. */
function sendRaw(
  method: 'POST' | 'DELETE',
  url: string,
  contentType: string,
  payload: string,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { 'content-type': contentType, 'accept-language': 'en', ...headers },
    payload,
  });
}

describe('request bodies', () => {
  it('refuses a non-JSON body with 415', async () => {
    const response = await sendRaw('POST', '/api/auth/login', 'text/plain', 'email=a@b.c');
    expect(response.statusCode).toBe(415);
    expect(errorBody.parse(response.json()).error.code).toBe('unsupported_media_type');
  });

  it('refuses an oversized body with 413', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300 * 1024) });
    const response = await sendRaw('POST', '/api/auth/login', 'application/json', body);
    expect(response.statusCode).toBe(413);
    expect(errorBody.parse(response.json()).error.code).toBe('payload_too_large');
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await sendRaw('POST', '/api/auth/login', 'application/json', '{"email": ');
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).error).toEqual({
      code: 'malformed_json',
      message: 'The request body is not valid JSON',
    });
  });
});

describe('an empty JSON body', () => {
  const emptyJson = (method: 'POST' | 'DELETE', url: string, token: string) =>
    sendRaw(method, url, 'application/json', '', { authorization: `Bearer ${token}` });

  it('is no body: sign-out works as HTTP clients send it, and account deletion asks for the password', async () => {
    const { token, email } = await registerUser(ctx.app);
    const signOut = await emptyJson('POST', '/api/auth/logout', token);
    expect(signOut.statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/auth/user', undefined, { token })).status).toBe(401);

    const login = await call(ctx.app, 'POST', '/api/auth/login', { email, password: 'secret-password' });
    const deletion = await emptyJson('DELETE', '/api/user/delete', login.json(tokenResponseSchema).token);
    expect([deletion.statusCode, errorBody.parse(deletion.json()).error.code]).toEqual([400, 'validation']);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('is still refused where a body is required, as invalid input rather than malformed JSON', async () => {
    const response = await sendRaw('POST', '/api/auth/login', 'application/json', '');
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json()).error.code).toBe('validation');
  });
});

/**
 * What a raw HTTP exchange answers, an error in its one shape: the request is written byte for byte, as no HTTP
 * client would send it.
 */
async function rawExchange(port: number, request: string) {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', (error: NodeJS.ErrnoException) => (received ? resolve(received) : reject(error)));
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: errorBody.parse(JSON.parse(body)) };
}

describe('answers Node makes before the app sees a request', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });

  it('carry the same security headers and the error shape as every other answer', async () => {
    const usual = (await call(ctx.app, 'GET', '/api/health')).response.headers;
    const oversized = await rawExchange(
      port,
      `GET /api/health?padding=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    const badLine = await rawExchange(port, 'THIS IS NOT HTTP\r\n\r\n');
    for (const answer of [oversized, badLine]) {
      expectSecurityHeaders(answer.headers);
      for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy']) {
        expect(answer.headers[name]).toBe(usual[name]);
      }
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(oversized.status).toBe(431);
    expect(oversized.body).toEqual({
      error: {
        code: 'headers_too_large',
        message: "Richiesta troppo grande: l'indirizzo o le intestazioni superano il limite consentito.",
      },
    });
    expect(badLine.status).toBe(400);
    expect(badLine.body).toEqual({
      error: { code: 'bad_request', message: 'Richiesta non valida: il server non è riuscito a leggerla.' },
    });
  });

  it('speak the language the request asked for when it can be read', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en-GB\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.body.error.message).toBe('Request too large: the address or the headers exceed the allowed size.');
  });
});

describe('secrets at rest', () => {
  it('stores the session token only as its SHA-256 and the password only as an argon2id hash', async () => {
    const { email, password, token } = await registerUser(ctx.app);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(password);
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash.equals(hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('unexpected failures', () => {
  it('answer a generic message with a request id and reveal nothing', async () => {
    const broken = await createTestApp();
    const { token } = await registerUser(broken.app);
    await broken.db.$client.end();
    const { status, json, response } = await call(broken.app, 'GET', '/api/auth/user', undefined, { token });
    expect(status).toBe(500);
    const { error } = json(errorBody);
    expect(error.code).toBe('internal');
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.message).toContain(error.requestId);
    expect(response.body).not.toMatch(/pool|pg|stack|Error:/i);
    await broken.app.close();
    await fs.rm(broken.dataDir, { recursive: true, force: true });
  });
});
