import type { UseQueryResult } from '@tanstack/react-query';

/**
 * One server read as a screen shows it: loading → ready or error, never an endless spinner. A retry after
 * a failure shows loading again, and a refetch of data already shown keeps showing it (no flash of
 * skeletons). `idle` is a read not asked for (disabled: nothing to ask yet).
 */
export type QueryView<T> =
  | { status: 'idle'; data: undefined; error: undefined; reload: () => void }
  | { status: 'loading'; data: undefined; error: undefined; reload: () => void }
  | { status: 'ready'; data: T; error: undefined; reload: () => void }
  | { status: 'error'; data: undefined; error: unknown; reload: () => void };

export function queryView<T>(query: UseQueryResult<T, Error>, enabled = true): QueryView<T> {
  const reload = () => void query.refetch();
  if (!enabled) return { status: 'idle', data: undefined, error: undefined, reload };
  if (query.data !== undefined)
    return { status: 'ready', data: query.data, error: undefined, reload };
  if (query.isError && !query.isFetching) {
    return { status: 'error', data: undefined, error: query.error, reload };
  }
  return { status: 'loading', data: undefined, error: undefined, reload };
}
