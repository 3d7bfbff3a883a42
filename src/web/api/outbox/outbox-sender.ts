import { successMessageSchema } from '../../../shared/schemas/common';
import { eventSchema, type TrackedEvent } from '../../../shared/schemas/events';
import { ApiError, api, signedInAs } from '../client';
import type { OutboxEvent } from './outbox-event';
import { outboxStore } from './outbox-store';
import { afterFailure, retryDelayMs, SEND_TIMEOUT_MS } from './retry-policy';

export type OutboxOutcome =
  /** Recorded by the server (and, for an undone event, moved to the trash): it has left the outbox. */
  | { type: 'sent'; event: OutboxEvent; recorded: TrackedEvent }
  /** Refused for good (a 4xx): it has left the outbox. */
  | { type: 'refused'; event: OutboxEvent; error: ApiError }
  /** Not sent this time: it waits for the next attempt. */
  | { type: 'deferred'; event: OutboxEvent }
  /** The session ended or another account signed in: nothing more is sent for this user. */
  | { type: 'signed-out' }
  /** A round of sending ended; `sent` events left the outbox in it. */
  | { type: 'round-ended'; sent: number };

interface Session {
  userId: string;
  onOutcome: (outcome: OutboxOutcome) => void;
}

let session: Session | null = null;
let running = false;
let again = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const waiters = new Map<string, (outcome: Extract<OutboxOutcome, { event: OutboxEvent }>) => void>();

function report(current: Session, outcome: OutboxOutcome) {
  current.onOutcome(outcome);
  if ('event' in outcome) waiters.get(outcome.event.key)?.(outcome);
}

/** Sends the signed-in user's outbox now, then again on reconnection and with backoff after failures. */
export function startOutboxSender(userId: string, onOutcome: Session['onOutcome']): () => void {
  const current: Session = { userId, onOutcome };
  session = current;
  const reconnected = () => {
    failures = 0;
    sendOutbox();
  };
  window.addEventListener('online', reconnected);
  sendOutbox();
  return () => {
    window.removeEventListener('online', reconnected);
    clearTimeout(retryTimer);
    if (session === current) session = null;
  };
}

/** Starts a round of sending, or asks the one under way for another round once it ends. */
export function sendOutbox(): void {
  if (!session) return;
  if (running) {
    again = true;
    return;
  }
  running = true;
  clearTimeout(retryTimer);
  void (async () => {
    try {
      do {
        again = false;
        const current = session;
        if (current) await oneTabAtATime(() => sendRound(current));
      } while (again && session);
    } finally {
      running = false;
    }
  })();
}

/** What became of one event in a round: 'sent', 'refused' or 'deferred'. */
export type EventOutcome = Extract<OutboxOutcome, { event: OutboxEvent }>['type'];

/** The first outcome for one event, or 'deferred' if none comes within `timeoutMs`. */
export function outcomeOf(key: string, timeoutMs: number): Promise<EventOutcome> {
  return new Promise((resolve) => {
    const done = (type: EventOutcome) => {
      clearTimeout(timer);
      waiters.delete(key);
      resolve(type);
    };
    const timer = setTimeout(() => done('deferred'), timeoutMs);
    waiters.set(key, (outcome) => done(outcome.type));
  });
}

/** Tabs take turns (a Web Lock, where the browser offers one: not over plain HTTP), so none sends what another is sending. */
function oneTabAtATime(send: () => Promise<void>): Promise<void> {
  return 'locks' in navigator && navigator.locks ? navigator.locks.request('korai-outbox', send) : send();
}

async function sendRound(current: Session): Promise<void> {
  let sent = 0;
  let failed = false;
  for (const waiting of await outboxStore.listFor(current.userId)) {
    if (session !== current || !navigator.onLine) break;
    if (!signedInAs(current.userId)) {
      report(current, { type: 'signed-out' });
      break;
    }
    let event = await outboxStore.claim(waiting.key);
    if (!event) continue;
    try {
      const recorded = await post(event);
      if (!event.undo && (await outboxStore.settle(event.key)) === 'undone') event = { ...event, undo: true };
      if (event.undo) await moveToTrash(event, recorded);
      sent++;
      report(current, { type: 'sent', event, recorded });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      const next = afterFailure(failure.status);
      if (next === 'drop') {
        await outboxStore.remove(event.key);
        report(current, { type: 'refused', event, error: failure });
        continue;
      }
      if (next === 'wait-for-sign-in') {
        report(current, { type: 'signed-out' });
        break;
      }
      failed = true;
      report(current, { type: 'deferred', event });
      // Unreachable: the rest would fail the same way. A server error may be this event's alone.
      if (failure.status === 0) break;
    }
  }
  failures = failed ? failures + 1 : 0;
  if (failed && session === current) retryTimer = setTimeout(sendOutbox, retryDelayMs(failures));
  report(current, { type: 'round-ended', sent });
}

function post(event: OutboxEvent): Promise<TrackedEvent> {
  return api(`/api/events/boxes/${event.boxId}/events`, eventSchema, {
    method: 'POST',
    body: event.body,
    headers: { 'Idempotency-Key': event.key },
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
}

/** An undone event: to the trash, then out of the outbox (already gone from the server counts as done). */
async function moveToTrash(event: OutboxEvent, recorded: TrackedEvent): Promise<void> {
  try {
    await api(`/api/events/${recorded.id}`, successMessageSchema, {
      method: 'DELETE',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await outboxStore.remove(event.key);
}
