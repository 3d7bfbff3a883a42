/** Where this device keeps its time zone and the offsets it was read at. */
export const DEVICE_TIME_ZONE_KEY = 'deviceTimeZone';

/** The device's offsets from UTC on 1 January and 1 July: they change with its time zone (summer time included). */
function offsets(): string {
  const year = new Date().getFullYear();
  return [0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset()).join(',');
}

/**
 * The device's time zone, by its IANA name. Asking `Intl` for it loads the browser's time zone data, which keeps a
 * phone busy for a long moment (150-250 ms at Lighthouse's 4x slower CPU) as a screen opens; the offsets cost
 * nothing. So the name is kept with the offsets it was read at and asked again only when they change: the device
 * moved to a zone that counts days differently (one that counts them the same changes nothing Korai shows).
 */
export function deviceTimeZone(): string | undefined {
  const now = offsets();
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(DEVICE_TIME_ZONE_KEY) ?? 'null');
    if (kept && typeof kept === 'object' && 'zone' in kept && 'offsets' in kept && kept.offsets === now) {
      if (typeof kept.zone === 'string') return kept.zone;
    }
  } catch {
    // Unreadable or refused storage: asked of Intl below.
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    if (zone) localStorage.setItem(DEVICE_TIME_ZONE_KEY, JSON.stringify({ zone, offsets: now }));
  } catch {
    // Without storage the zone is asked for on each opening.
  }
  return zone;
}
