/** How long one send may take before it counts as failed and is tried again. */
export const SEND_TIMEOUT_MS = 15_000;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * What to do with an event after a failed send. 4xx answers are the server's final word (box deleted, invalid,
 * over a limit), except 408 and 429 (try later) and 401 (the session ended: keep it until the person signs in).
 * 5xx and network failures (status 0) are tried again.
 */
export function afterFailure(status: number): 'drop' | 'retry' | 'wait-for-sign-in' {
  if (status === 401) return 'wait-for-sign-in';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'drop';
  return 'retry';
}

/**
 * The wait before the next attempt after `failures` failed rounds in a row: doubling from 1 s up to 5 minutes,
 * each wait drawn between half and all of it so that many devices coming back at once do not retry in step.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
