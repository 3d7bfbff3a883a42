import type { App } from '../../src/server/app.js';
import { boxSchema } from '../../src/shared/schemas/boxes.js';
import { eventSchema } from '../../src/shared/schemas/events.js';
import { call, registerUser } from './test-app.js';

/** Small helpers that speak the tracking API as the web app does, answers parsed with the API's own schemas. */
export function trackingClient(app: App, token: string) {
  const as = { token };
  return {
    app,
    token,
    async createBox(body: Record<string, unknown>) {
      const response = await call(app, 'POST', '/api/boxes', body, as);
      if (response.status !== 201) throw new Error(`createBox: ${response.status} ${response.response.body}`);
      return response.json(boxSchema);
    },
    async logEvent(boxId: number, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      const response = await call(app, 'POST', `/api/events/boxes/${boxId}/events`, body, { ...as, headers });
      if (response.status !== 201) throw new Error(`logEvent: ${response.status} ${response.response.body}`);
      return response.json(eventSchema);
    },
    get: (url: string) => call(app, 'GET', url, undefined, as),
    post: (url: string, body?: unknown) => call(app, 'POST', url, body ?? {}, as),
    put: (url: string, body: unknown) => call(app, 'PUT', url, body, as),
    patch: (url: string, body?: unknown) => call(app, 'PATCH', url, body ?? {}, as),
    delete: (url: string) => call(app, 'DELETE', url, undefined, as),
  };
}

/** A newly registered user (on the 7-day Pro trial), ready to call the tracking API. */
export async function newTrackingUser(app: App) {
  const { token } = await registerUser(app);
  return trackingClient(app, token);
}
