import { QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '../errors';
import { ApiError } from './errors';

/** What a query may carry in `meta`: its own error handler (spec §7 "Data fetching"). */
export interface RegistryQueryMeta extends Record<string, unknown> {
  /** Called once when the query fails (after the UI has the error), for example to show a toast. */
  onError?: (error: unknown) => void;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RegistryQueryMeta;
  }
}

/** A refusal the user can act on (4xx) is not a defect; anything else is worth a report. */
const isDefect = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.code === 'invalid-response';

/**
 * Spec §7, the first reading: queries do not retry and do not refetch on window focus (a
 * form's live check must not flicker or re-ask behind the user's back); a failed query calls
 * its optional `meta.onError`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isDefect(error)) reportError(error);
        query.meta?.onError?.(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The portal's one client: the shell provides it, and sign-in and sign-out empty it. */
export const queryClient = createQueryClient();
