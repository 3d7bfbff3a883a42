import { QueryClient } from '@tanstack/react-query';

/** The spec's defaults: fresh for 30 s, cached 5 min, no retries, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
