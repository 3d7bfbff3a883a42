import { ApiError } from './client';

/** Enough turns for a few large imports ahead in line (each refusal asks for about ten seconds). */
const MAX_RETRIES = 6;
/** A Retry-After longer than this is a refusal to show, not a wait to sit through. */
const MAX_WAIT_SECONDS = 60;

function askedWait(error: Error): number | undefined {
  if (!(error instanceof ApiError) || (error.status !== 429 && error.status !== 503)) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds !== undefined && seconds <= MAX_WAIT_SECONDS ? seconds : undefined;
}

/**
 * Mutation options for heavy work (imports, backups, exports): a refusal that says when to come back (the line of
 * other people's imports full, the database starting) is sent again then, while the screen still shows the work
 * under way; the person sees a failure only when the wait runs out.
 */
export const retryWhenAsked = {
  retry: (failures: number, error: Error) => failures < MAX_RETRIES && askedWait(error) !== undefined,
  retryDelay: (_failures: number, error: Error) => (askedWait(error) ?? 0) * 1000,
};
