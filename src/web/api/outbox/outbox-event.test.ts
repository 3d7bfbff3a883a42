import { afterEach, describe, expect, it } from 'vitest';
import {
  awaitingDelivery,
  newOutboxEvent,
  type OutboxEvent,
  pendingDelta,
  todayCountWithPending,
} from './outbox-event';

const noon = new Date(2026, 2, 10, 12, 0, 0);
const tap = (online: boolean, now = noon) =>
  newOutboxEvent({ userId: 'u1', boxId: 7, kind: 'counter', body: { quantity: 1 } }, now, online);

describe('newOutboxEvent', () => {
  const randomUUID = globalThis.crypto.randomUUID;
  afterEach(() => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
  });

  it('mints a fresh key without crypto.randomUUID, which a page served over plain HTTP on a LAN does not have', () => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    const keys = new Set(Array.from({ length: 1000 }, () => tap(true).key));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[\w-]{21}$/);
  });

  it('leaves the date of a tap sent at once to the server, and keeps the moment of a tap made offline', () => {
    expect(tap(true).body).toEqual({ quantity: 1 });
    const offline = tap(false);
    expect(new Date(offline.body.eventDate as string).getTime()).toBe(noon.getTime());
    expect(offline.at).toBe(noon.toISOString());
    expect(offline.attempts).toBe(0);
  });

  it('keeps a date the person chose, offline too', () => {
    const chosen = '2026-03-08T21:30:00+01:00';
    const event = newOutboxEvent(
      { userId: 'u1', boxId: 7, kind: 'descriptive', body: { description: 'Dune', eventDate: chosen } },
      noon,
      false,
    );
    expect(event.body.eventDate).toBe(chosen);
    expect(event.at).toBe(new Date(chosen).toISOString());
  });
});

describe('the count of today', () => {
  const waiting = tap(false);
  const at = (date: Date): OutboxEvent => ({ ...waiting, at: date.toISOString() });

  it('adds a waiting event of today, and nothing for one of another day or a reminder not yet due', () => {
    expect(pendingDelta(waiting, noon)).toBe(1);
    expect(pendingDelta(at(new Date(2026, 2, 9, 23, 59)), noon)).toBe(0);
    expect(pendingDelta(at(new Date(2026, 2, 10, 18, 0)), noon)).toBe(0);
  });

  it('takes an undone event off: one the server had acknowledged is taken off its figure', () => {
    expect(pendingDelta({ ...waiting, undo: true, attempts: 1 }, noon)).toBe(0);
    expect(pendingDelta({ ...waiting, undo: true, acknowledged: true, attempts: 1 }, noon)).toBe(-1);
  });

  it("is the server's figure plus this box's waiting events, never below zero", () => {
    const other = { ...tap(false), boxId: 8 };
    const events = [waiting, { ...tap(false) }, other];
    expect(todayCountWithPending(3, events, 7, noon)).toBe(5);
    expect(todayCountWithPending(0, [{ ...waiting, undo: true, acknowledged: true }], 7, noon)).toBe(0);
  });

  it('shows as waiting only what is still to be recorded', () => {
    const events = [waiting, { ...tap(false), boxId: 8 }, { ...tap(false), undo: true }];
    expect(awaitingDelivery(events)).toBe(2);
    expect(awaitingDelivery(events, 7)).toBe(1);
  });
});
