/** Building an Intl.DateTimeFormat costs far more than using one: one per zone, made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a zone, and how many minutes the zone is ahead of UTC. */
export function wallClock(instant: Date, timeZone: string): { day: string; offsetMinutes: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const wall = Date.parse(`${day}T${parts.hour}:${parts.minute}:00Z`);
  const whole = Math.floor(instant.getTime() / 60_000) * 60_000;
  return { day, offsetMinutes: Math.round((wall - whole) / 60_000) };
}
