import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_TIME_ZONE_KEY, deviceTimeZone } from './device-time-zone';

const originalZone = process.env.TZ;
let kept: Map<string, string>;

/** The device in `zone`, as the browser reports it (Node follows TZ for both Date and Intl). */
function deviceIn(zone: string) {
  process.env.TZ = zone;
}

beforeEach(() => {
  kept = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => kept.set(key, value),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  process.env.TZ = originalZone;
});

describe("the device's time zone", () => {
  it('is read once (from Intl where no worker runs), then from what the device kept while its offsets stay the same', async () => {
    deviceIn('Asia/Tokyo');
    const asked = vi.spyOn(Intl, 'DateTimeFormat');
    expect(await deviceTimeZone()).toBe('Asia/Tokyo');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(kept.has(DEVICE_TIME_ZONE_KEY)).toBe(true);
    for (let opening = 0; opening < 3; opening += 1) expect(await deviceTimeZone()).toBe('Asia/Tokyo');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('is read again when the device moves to a zone with other offsets, summer time included', async () => {
    for (const [from, to] of [
      ['Europe/Rome', 'America/New_York'],
      // The same offset in January, another in July.
      ['Europe/Rome', 'Africa/Lagos'],
      ['Australia/Sydney', 'Asia/Vladivostok'],
    ]) {
      kept.clear();
      deviceIn(from as string);
      expect(await deviceTimeZone()).toBe(from);
      deviceIn(to as string);
      expect(await deviceTimeZone()).toBe(to);
      expect(await deviceTimeZone()).toBe(to);
    }
  });

  it('is the one Intl gives when the device keeps nothing or cannot keep it', async () => {
    deviceIn('America/Sao_Paulo');
    kept.set(DEVICE_TIME_ZONE_KEY, '{not json');
    expect(await deviceTimeZone()).toBe('America/Sao_Paulo');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('refused');
      },
      setItem: () => {
        throw new Error('refused');
      },
    });
    expect(await deviceTimeZone()).toBe('America/Sao_Paulo');
  });
});
