import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { conversationSchema, insightsUsageSchema, messageSchema } from '../../src/shared/schemas/ai.js';
import { userSchema } from '../../src/shared/schemas/user.js';
import { startFakeOpenAi } from '../support/fake-openai.js';
import { ask, chatEvents, replyText } from '../support/korai.js';
import { createTestApp, registerUser, TestClock, type TestContext } from '../support/test-app.js';
import { trackingClient } from '../support/tracking.js';

/** K-ORAI with a language model (an OpenAI-compatible server replaying recorded exchanges), over real HTTP. */
let upstream: Awaited<ReturnType<typeof startFakeOpenAi>>;
let one: TestContext;
let two: TestContext;
let urls: [string, string];

const NOW = new Date('2026-06-15T10:00:00Z');
beforeAll(async () => {
  upstream = await startFakeOpenAi();
  const env = { AI_BASE_URL: upstream.url, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini' };
  // Two app processes on one database, as behind a load balancer.
  one = await createTestApp({ clock: new TestClock(new Date(NOW)), env });
  two = await createTestApp({ clock: new TestClock(new Date(NOW)), env });
  urls = ['', ''];
  for (const [index, ctx] of [one, two].entries()) {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    urls[index] = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  }
});
afterAll(async () => {
  await one.close();
  await two.close();
  await upstream.close();
});

async function coffeeDrinker() {
  const { token } = await registerUser(one.app);
  const api = trackingClient(one.app, token);
  const coffee = await api.createBox({ name: 'Caffè', emoji: '☕' });
  for (let i = 0; i < 3; i++) await api.logEvent(coffee.id, { eventDate: '2026-06-15T07:00:00Z' });
  const conversation = (await api.post('/api/ai/conversations', { title: 'Caffè' })).json(conversationSchema).id;
  return { token, api, coffee, conversation };
}

/** Opens an answer stream over HTTP and returns once its headers have arrived. */
async function openStream(url: string, token: string, conversation: string, message: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/ai/chat/${conversation}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
    signal: controller.signal,
  });
  return { response, abort: () => controller.abort() };
}

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function openStreams(ctx: TestContext, userId: string) {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ai_streams WHERE user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

const userIdOf = async (api: ReturnType<typeof trackingClient>) =>
  (await api.get('/api/auth/user')).json(userSchema).id;

describe('K-ORAI through a language model', () => {
  it("writes the model's reply when its figures come from the tools, with the tools' sources", async () => {
    const { api, coffee } = await coffeeDrinker();
    upstream.play('answer');
    const before = upstream.requests.length;
    const answer = await ask(api, 'Quanti caffè oggi?');
    expect(answer.text).toBe('Oggi hai bevuto 3 caffè ☕.');
    expect(answer.events.at(-1)).toMatchObject({
      type: 'done',
      sources: [{ boxes: [{ id: coffee.id }], from: '2026-06-15', to: '2026-06-15', figure: 3, measure: 'events' }],
    });
    const [first, second] = upstream.requests.slice(before);
    expect(first).toMatchObject({ model: 'gpt-4o-mini', stream: true });
    expect(JSON.stringify(first?.tools)).toContain('query_events');
    // The model read back only the tool's result on this person's rows.
    const toolMessage = second?.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '{}')).toMatchObject({ result: { measure: 'count', value: 3 } });
  });

  it('replaces a reply with a number no tool produced by the built-in answer', async () => {
    const { api } = await coffeeDrinker();
    upstream.play('invent');
    const answer = await ask(api, 'Quanti caffè oggi?');
    expect(answer.text).toBe('Hai registrato 3 eventi in ☕ Caffè oggi.');
    expect(answer.text).not.toContain('7');
    const messages = (await api.get(`/api/ai/conversations/${answer.id}/messages`)).json(z.array(messageSchema));
    expect(messages[1]?.content).toBe('Hai registrato 3 eventi in ☕ Caffè oggi.');
  });

  it('answers with the built-in engine when the model service drops mid-stream', async () => {
    const { api } = await coffeeDrinker();
    upstream.play('drop');
    const answer = await ask(api, 'Quanti caffè oggi?');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('Hai registrato 3 eventi in ☕ Caffè oggi.');
    expect(answer.events.at(-1)).toMatchObject({ type: 'done' });
  });

  it('answers with the built-in engine when the stream sends chunks the protocol does not describe', async () => {
    const { api } = await coffeeDrinker();
    upstream.play('garbled');
    const answer = await ask(api, 'Quanti caffè oggi?');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('Hai registrato 3 eventi in ☕ Caffè oggi.');
    expect(answer.text).not.toContain('[object Object]');
  });

  it('never sends an empty reply: the apology takes its place', async () => {
    const { api } = await coffeeDrinker();
    upstream.play('empty');
    const answer = await ask(api, 'Quanti caffè oggi?');
    expect(answer.text).toBe('Mi dispiace, non sono riuscito a formulare una risposta. Riprova tra un momento.');
    expect(answer.events.at(-1)).toMatchObject({ type: 'done', sources: [] });
  });
  it("refuses a plan naming another person's box and answers with the built-in engine, on the asker's rows", async () => {
    const { api, coffee } = await coffeeDrinker();
    const other = await coffeeDrinker();
    await other.api.logEvent(other.coffee.id, { eventDate: '2026-06-15T08:00:00Z' });
    upstream.play('answer', {
      measure: 'count',
      boxIds: [other.coffee.id],
      period: { from: '2026-06-15', to: '2026-06-15' },
    });
    const before = upstream.requests.length;
    const answer = await ask(api, 'Quanti caffè oggi?');
    expect(answer.text).toBe('Hai registrato 3 eventi in ☕ Caffè oggi.');
    expect(answer.events.at(-1)).toMatchObject({ type: 'done', sources: [{ boxes: [{ id: coffee.id }], figure: 3 }] });
    // Nothing was run on the other person's box, so the model never read a figure of theirs.
    expect(upstream.requests.length - before).toBe(1);
  });

  it('refuses a plan that is not one (a period left out) and answers with the built-in engine', async () => {
    const { api, coffee } = await coffeeDrinker();
    upstream.play('answer', { measure: 'count', boxIds: [coffee.id], from: '2026-06-15', to: '2026-06-15' });
    const answer = await ask(api, 'Quanti caffè oggi?');
    expect(answer.text).toBe('Hai registrato 3 eventi in ☕ Caffè oggi.');
  });

  it("tells the model each box's unit, and runs its plan for a sum of quantities", async () => {
    const { api } = await coffeeDrinker();
    const run = await api.createBox({ name: 'Corsa', emoji: '🏃', trackingMode: 'descriptive', unit: 'km' });
    await api.logEvent(run.id, { description: 'Parco', eventDate: '2026-06-15T06:00:00Z', quantity: 5 });
    await api.logEvent(run.id, { description: 'Lago', eventDate: '2026-06-14T06:00:00Z', quantity: 7 });
    upstream.play('answer', {
      measure: 'quantity',
      boxIds: [run.id],
      period: { from: '2026-06-14', to: '2026-06-15' },
    });
    const before = upstream.requests.length;
    await ask(api, 'Quanti km ho corso da ieri?');
    const [first, second] = upstream.requests.slice(before);
    expect(first?.messages[0]?.content).toContain(`${run.id}: 🏃 Corsa (descriptive, in km)`);
    const toolMessage = second?.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '{}')).toMatchObject({ result: { measure: 'quantity', value: 12 } });
  });
});

describe('K-ORAI answer streams', () => {
  it('aborts the model call when the person goes away, and counts the question once when it is asked again', async () => {
    const { api, token, conversation } = await coffeeDrinker();
    const userId = await userIdOf(api);
    upstream.play('hold');
    const before = upstream.requests.length;
    const stream = await openStream(urls[0], token, conversation, 'Quanti caffè oggi?');
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await until(() => upstream.requests.length > before, 'the model call');
    stream.abort();
    await until(() => upstream.closed.includes(before), 'the model call to be aborted');
    await until(async () => (await openStreams(one, userId)) === 0, 'the stream slot to be freed');
    expect(
      (await api.get(`/api/ai/conversations/${conversation}/messages`)).json(z.array(messageSchema)),
    ).toMatchObject([{ type: 'user', content: 'Quanti caffè oggi?' }]);

    upstream.play('answer');
    const retry = await ask(api, 'Quanti caffè oggi?', conversation);
    expect(retry.text).toBe('Oggi hai bevuto 3 caffè ☕.');
    expect((await api.get('/api/ai/insights/usage')).json(insightsUsageSchema).totalInsightsUsed.total).toBe(1);
    expect((await api.get(`/api/ai/conversations/${conversation}/messages`)).json(z.array(messageSchema))).toHaveLength(
      2,
    );
  });

  it('sends a heartbeat comment every 15 seconds and keeps the stream slot alive with it', async () => {
    const { api, token, conversation } = await coffeeDrinker();
    const userId = await userIdOf(api);
    upstream.play('hold');
    const before = upstream.requests.length;
    // Only the interval is faked: the database, the sockets and their timeouts keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openStream(urls[0], token, conversation, 'Quanti caffè oggi?');
      await until(() => upstream.requests.length > before, 'the model call');
      const lease = async () => {
        const { rows } = await one.db.execute<{ at: string }>(
          sql`SELECT expires_at::text AS at FROM ai_streams WHERE user_id = ${userId}`,
        );
        return rows[0]?.at;
      };
      const first = await lease();
      one.clock.advance(15_000);
      vi.advanceTimersByTime(15_000);
      const reader = stream.response.body?.getReader();
      const { value } = (await reader?.read()) ?? {};
      expect(new TextDecoder().decode(value)).toBe(': heartbeat\n\n');
      await until(async () => (await lease()) !== first, 'the lease to move on');
      one.clock.advance(-15_000);
      stream.abort();
      await until(async () => (await openStreams(one, userId)) === 0, 'the stream slot to be freed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a person to two open streams across two app processes', async () => {
    const { api, token } = await coffeeDrinker();
    const userId = await userIdOf(api);
    const conversations = await Promise.all(
      [1, 2, 3].map(
        async (n) => (await api.post('/api/ai/conversations', { title: `C${n}` })).json(conversationSchema).id,
      ),
    );
    upstream.play('hold');
    const first = await openStream(urls[0], token, conversations[0] ?? '', 'Quanti caffè oggi?');
    const second = await openStream(urls[0], token, conversations[1] ?? '', 'Quanti caffè oggi?');
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    await until(async () => (await openStreams(one, userId)) === 2, 'two open streams');

    const third = await fetch(`${urls[1]}/api/ai/chat/${conversations[2]}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Quanti caffè oggi?' }),
    });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: unknown }).error).toMatchObject({ code: 'too_many_streams' });

    first.abort();
    await until(async () => (await openStreams(one, userId)) === 1, 'one stream to end');
    upstream.play('answer');
    const fourth = await fetch(`${urls[1]}/api/ai/chat/${conversations[2]}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Quanti caffè oggi?' }),
    });
    expect(fourth.status).toBe(200);
    expect(replyText(chatEvents(await fourth.text()))).toBe('Oggi hai bevuto 3 caffè ☕.');
    second.abort();
    await until(async () => (await openStreams(one, userId)) === 0, 'every stream to end');
  });

  it('ends an open stream cleanly with an error event when the app shuts down', async () => {
    const three = await createTestApp({
      clock: new TestClock(new Date(NOW)),
      env: { AI_BASE_URL: upstream.url, AI_MODEL: 'gpt-4o-mini' },
    });
    await three.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(three.app.server.address() as AddressInfo).port}`;
    const { token } = await registerUser(three.app);
    const api = trackingClient(three.app, token);
    const conversation = (await api.post('/api/ai/conversations', { title: 'Chiusura' })).json(conversationSchema).id;
    upstream.play('hold');
    const before = upstream.requests.length;
    const stream = await openStream(url, token, conversation, 'Quanti eventi oggi?');
    await until(() => upstream.requests.length > before, 'the model call');
    const body = stream.response.text();
    await three.close();
    const events = chatEvents(await body);
    expect(events).toEqual([
      {
        type: 'error',
        done: true,
        error: { code: 'shutting_down', message: 'K-ORAI si sta riavviando: riprova tra qualche secondo.' },
      },
    ]);
    await until(() => upstream.closed.includes(before), 'the model call to be aborted');
  });
});
