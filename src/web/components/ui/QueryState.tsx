import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { Spinner } from './Spinner';

/** What QueryState reads of a TanStack query (plain or infinite). */
export interface LoadableQuery<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The three states of anything loaded: loading, failed (why, and Retry) and loaded, which may be truly empty.
 * A refresh that fails keeps what was loaded on screen, with the failure above it.
 */
export function QueryState<T>({
  query,
  failedTitle,
  isEmpty,
  empty,
  children,
}: {
  query: LoadableQuery<T>;
  failedTitle: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const failure = query.error ? (
    <LoadFailed title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />
  ) : null;
  if (query.data === undefined) return query.isFetching || !failure ? <Spinner /> : failure;
  return (
    <>
      {failure}
      {isEmpty?.(query.data) ? empty : children(query.data)}
    </>
  );
}
