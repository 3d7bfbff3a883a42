import { sql } from 'drizzle-orm';
import { type ChatEvent, chatEventSchema, conversationSchema } from '../../src/shared/schemas/ai.js';
import { call, type TestContext } from './test-app.js';
import type { trackingClient } from './tracking.js';

type Client = ReturnType<typeof trackingClient>;

/** The `data:` events of a server-sent answer, parsed with the contract's own schema. */
export function chatEvents(body: string): ChatEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatEventSchema.parse(JSON.parse(block.slice('data: '.length))));
}

/** The reply as the person reads it: the tokens joined. */
export function replyText(events: ChatEvent[]): string {
  return events.map((event) => (event.type === 'token' ? event.token : '')).join('');
}

/** Asks K-ORAI in a new conversation, as the web app does: create it, then post the question. */
export async function ask(api: Client, question: string, conversationId?: string, language?: string) {
  const id =
    conversationId ?? (await api.post('/api/ai/conversations', { title: question })).json(conversationSchema).id;
  const response = language
    ? await call(api.app, 'POST', `/api/ai/chat/${id}`, { message: question }, { token: api.token, language })
    : await api.post(`/api/ai/chat/${id}`, { message: question });
  const events = response.status === 200 ? chatEvents(response.response.body) : [];
  return {
    id,
    status: response.status,
    body: response.body,
    json: response.json,
    response: response.response,
    events,
    text: replyText(events),
  };
}

/** Picks the `index`th reading K-ORAI offered in message `messageId`, as the web app does (its label as the words). */
export async function pickReading(api: Client, conversationId: string, messageId: number, index: number) {
  const response = await api.post(`/api/ai/chat/${conversationId}`, {
    message: 'reading',
    reading: { messageId, index },
  });
  const events = response.status === 200 ? chatEvents(response.response.body) : [];
  return {
    status: response.status,
    body: response.body,
    events,
    text: replyText(events),
    done: events.length ? doneOf(events) : undefined,
  };
}

/** The `done` event that ends an answer, with the stored message's id, its sources and the readings offered. */
export function doneOf(events: ChatEvent[]) {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`the answer did not end with done: ${JSON.stringify(last)}`);
  return last;
}

/** Ends the trial: the account is on Free from now on. */
export async function makeFree(ctx: TestContext, email: string): Promise<void> {
  await ctx.db.execute(
    sql`UPDATE users SET plan = 'free', subscription_status = 'inactive', trial_expires_at = NULL WHERE email = ${email}`,
  );
}
