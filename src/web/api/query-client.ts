import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';
import { showErrorToast } from './error-toast';

/** What a mutation tells the one error path about itself. */
type MutationErrorMeta = {
  /** The catalogue key of what could not be done ('Impossibile creare il box'); without it nothing is shown. */
  errorKey?: string;
  /** Error codes the form shows at its own field (a wrong current password), not in a toast. */
  fieldCodes?: readonly string[];
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/** The spec's defaults: fresh for 30 s, cached 5 min, no retries, no refetch on focus. */
export const queryClient = new QueryClient({
  // Every failed mutation that names its action gets the 'Errore' toast here, so no call site repeats it.
  mutationCache: new MutationCache({
    onError: (error, _variables, _result, mutation) => {
      const meta = mutation.meta;
      if (!meta?.errorKey) return;
      if (error instanceof ApiError && meta.fieldCodes?.includes(error.code)) return;
      showErrorToast(error, meta.errorKey);
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
