/** pg's error fields that say what went wrong. */
interface PostgresFailure {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error behind a failure, however deeply it is wrapped: Drizzle wraps pg's error in its own
 * (the original is its `cause`), so an `instanceof` check on the outer error never matches.
 */
export function postgresFailure(error: unknown): PostgresFailure | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    current = cause;
  }
  return undefined;
}

/** SQLSTATE 23505, optionally on a constraint whose name contains `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = postgresFailure(error);
  return failure?.code === '23505' && (!constraint || (failure.constraint ?? '').includes(constraint));
}

/**
 * A statement stopped by PostgreSQL's own bounds or on request: cancelled (57014: `statement_timeout`, or a
 * cancel sent for a client that left) or its session ended for idling in a transaction (25P03).
 */
export function isStatementStopped(error: unknown): boolean {
  const code = postgresFailure(error)?.code;
  return code === '57014' || code === '25P03';
}
