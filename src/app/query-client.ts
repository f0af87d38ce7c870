import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { STALE } from '@/lib/query-keys';

/**
 * The one QueryClient (ARCHITECTURE: server state; docs/decisions/0007). Its defaults, and why:
 *
 * - staleTime: each hook sets its own from `STALE` (src/lib/query-keys.ts), by kind of data. The default (0) is for what must
 *   be read again on each visit; lists keep a minute, so Back shows them without asking again.
 * - gcTime 5 minutes (the library's default): a page left and not seen again lets go of its data.
 * - retry: never a 4xx (the answer will not change), never a timeout (the reader already waited), never a
 *   malformed body or an offline browser; once, after half a second, for a gateway's 502/503/504 or a dropped
 *   connection while online. Mutations never retry: a like or a comment is not idempotent.
 * - refetchOnWindowFocus / refetchOnReconnect off: no refetch storms when a tab comes back; the pages that
 *   failed say so with Retry, and a new visit reads again what is stale.
 * - failures are logged here once (SPEC §8); each screen shows its own message.
 * - networkMode 'always': a request made offline fails at once and shows its message with Retry (the
 *   offline suite), instead of pausing in a loading state the reader cannot see the end of.
 */
const RETRIED_STATUSES = new Set([502, 503, 504]);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'http') return RETRIED_STATUSES.has(error.status ?? 0);
  if (error.kind === 'network') return typeof navigator === 'undefined' || navigator.onLine;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // SPEC §8: failed reads, likes, follows and comments are only logged; the screens show their own
    // message with Retry where a read failed.
    queryCache: new QueryCache({
      onError: (error, query) => console.warn('Loading failed', query.queryKey, error),
    }),
    mutationCache: new MutationCache({
      // A mutation names its failure in `meta.failure` ('Like failed'); forms also show theirs.
      onError: (error, _variables, _context, mutation) =>
        console.warn(String(mutation.meta?.failure ?? 'Saving failed'), error),
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE.entity,
        retry: shouldRetry,
        retryDelay: 500,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
