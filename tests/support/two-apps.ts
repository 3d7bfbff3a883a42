import { randomBytes } from 'node:crypto';
import { tokenResponseSchema } from '../../src/shared/schemas/auth.js';
import type { RunningApp } from './app-process.js';
import { uniqueEmail } from './test-app.js';

export interface Person {
  email: string;
  password: string;
  token: string;
  /** The address the person's requests come from (X-Forwarded-For, read by an app with TRUST_PROXY). */
  from: string;
}

interface Caller {
  token?: string;
  from?: string;
  body?: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const newAddress = () => {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
};

/**
 * Real HTTP to two app processes: `on` sends to the one named, `next` to each in turn, as a load balancer would.
 */
export function twoApps(apps: RunningApp[]) {
  let turn = 0;

  async function on(
    index: 0 | 1,
    method: Method,
    url: string,
    caller: Caller = {},
    body: unknown = caller.body,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const app = apps[index];
    if (!app) throw new Error(`no app ${index}`);
    const response = await fetch(`${app.url}${url}`, {
      method,
      headers: {
        'x-forwarded-for': caller.from ?? newAddress(),
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  return {
    on,
    newAddress,
    next(method: Method, url: string, caller: Caller = {}, body: unknown = caller.body) {
      turn = 1 - turn;
      return on(turn as 0 | 1, method, url, caller, body);
    },
    async register(): Promise<Person> {
      const person = { email: uniqueEmail('two'), password: 'secret-password', from: newAddress() };
      const answer = await on(0, 'POST', '/api/auth/register', person, {
        email: person.email,
        password: person.password,
      });
      if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { ...person, token: tokenResponseSchema.parse(answer.body).token };
    },
    async signIn(index: 0 | 1, person: Person): Promise<Person> {
      const answer = await on(index, 'POST', '/api/auth/login', person, {
        email: person.email,
        password: person.password,
      });
      if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { ...person, token: tokenResponseSchema.parse(answer.body).token };
    },
    /** Opens a K-ORAI answer stream and returns once its headers have arrived. */
    async openStream(index: 0 | 1, person: Person, conversation: string) {
      const controller = new AbortController();
      const response = await fetch(`${apps[index]?.url}/api/ai/chat/${conversation}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${person.token}`,
          'content-type': 'application/json',
          'x-forwarded-for': person.from,
        },
        body: JSON.stringify({ message: 'Quanti caffè oggi?' }),
        signal: controller.signal,
      });
      return { response, abort: () => controller.abort() };
    },
  };
}

export type TwoApps = ReturnType<typeof twoApps>;
