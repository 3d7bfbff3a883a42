/** SQLSTATEs that mean the server is going away or not ready yet (class 08 is matched as a whole). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a server that is down or unreachable. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Why the database cannot serve right now (a SQLSTATE, a socket error code, 'connection_terminated' or 'connect_timeout') when
 * `error` says so, else undefined. Walks the causes (Drizzle wraps pg's errors) and the attempts of an
 * AggregateError (one per address of a host name); errors are told apart by their codes, never their classes.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_ERRNOS.has(code)) return code;
    }
    if (typeof message === 'string') {
      // pg's words for a connection that broke or could not be made in time, and pg-pool's for a pool that
      // found no connection in time: these errors carry no code.
      if (message.startsWith('Connection terminated')) return 'connection_terminated';
      if (message === 'timeout exceeded when trying to connect') return 'connect_timeout';
    }
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return undefined;
}

/** The server is starting up or replaying its log after a crash (SQLSTATE 57P03): it is coming back. */
export function isStartingUp(reason: string): boolean {
  return reason === '57P03';
}
