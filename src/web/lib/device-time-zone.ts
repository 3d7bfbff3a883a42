/** Where this device keeps its time zone and the offsets it was read at. */
export const DEVICE_TIME_ZONE_KEY = 'deviceTimeZone';

/** The device's offsets from UTC on 1 January and 1 July: they change with its time zone (summer time included). */
function offsets(): string {
  const year = new Date().getFullYear();
  return [0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset()).join(',');
}

function keptZone(now: string): string | undefined {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(DEVICE_TIME_ZONE_KEY) ?? 'null');
    if (kept && typeof kept === 'object' && 'zone' in kept && 'offsets' in kept && kept.offsets === now) {
      return typeof kept.zone === 'string' ? kept.zone : undefined;
    }
  } catch {
    // Unreadable or refused storage: the zone is read again.
  }
  return undefined;
}

/**
 * The zone as a worker reads it, so that the page's own thread stays free for the person; refused where the browser
 * has no workers (`new Worker` throws, which rejects the promise).
 */
function zoneReadByWorker(): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./time-zone-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (message: MessageEvent<unknown>) => {
      worker.terminate();
      if (typeof message.data === 'string' && message.data) resolve(message.data);
      else reject(new Error('the worker read no time zone'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('the time zone worker failed'));
    };
  });
}

/**
 * The device's time zone, by its IANA name. Asking `Intl` for it loads the browser's time zone data, which keeps a
 * phone busy for a long moment (150-250 ms at Lighthouse's 4x slower CPU) as a screen opens; the offsets cost
 * nothing. So a worker reads the name, off the page's thread, and the device keeps it with the offsets it was read
 * at: it is read again only when they change, when the device moved to a zone that counts days differently (one
 * that counts them the same changes nothing Korai shows). Without a worker the page reads it itself.
 */
export async function deviceTimeZone(): Promise<string | undefined> {
  const now = offsets();
  const kept = keptZone(now);
  if (kept) return kept;
  const zone = await zoneReadByWorker().catch(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  try {
    if (zone) localStorage.setItem(DEVICE_TIME_ZONE_KEY, JSON.stringify({ zone, offsets: now }));
  } catch {
    // Without storage the zone is read on each opening.
  }
  return zone;
}
