import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import { itemId, type PagedData } from './paged-query';

/*
 * Writes into cached paged lists (src/lib/paged-query.ts), apart from it: only the screens that change a
 * list (Manage blogs, Notifications, the Comments panel) load them, not every page with a list on it.
 */

/**
 * Writes into cached lists (paged lists, and the comments panel's own infinite queries) without a read
 * under way undoing the write. An infinite query's fetch ends by storing the pages it started from plus
 * what it read: a 'Load More' begun before a deletion or a new comment would put the old pages back over
 * it. So the lists' fetches are cancelled first (TanStack's cancelQueries, which puts back the state from
 * before the fetch began, at once), then `write` runs. A 'Load More' cancelled that way is asked again at
 * once, from the pages as now written: the reader keeps their place and gets the page they asked for, and
 * its call carries the new offsets (deletedDocCount, or the comments' skip with the new one counted), so
 * nothing is skipped or shown twice. Refetching the whole list instead would read every page again and
 * still lose the page asked for. A first read cancelled here is asked again too, after the write; a refetch
 * of pages already shown is the callers' to ask again.
 */
export function writeBetweenReads(
  client: QueryClient,
  filters: QueryFilters,
  write: () => void,
): void {
  const loadingMore = client
    .getQueryCache()
    .findAll(filters)
    .filter(
      (query) =>
        query.state.fetchStatus !== 'idle' &&
        query.state.fetchMeta?.fetchMore?.direction === 'forward',
    );
  // A list still on its first read: that read was asked before this write, and is asked again after it.
  // (Left cancelled, it never was: a filter chosen while a delete was out stayed loading for good.)
  const firstReads = client
    .getQueryCache()
    .findAll(filters)
    .filter((query) => query.state.fetchStatus !== 'idle' && query.state.data === undefined);
  void client.cancelQueries(filters);
  write();
  for (const query of firstReads) query.fetch().catch(() => undefined);
  for (const query of loadingMore) {
    // What useInfiniteQuery's fetchNextPage asks of its query; errors show as its Load More failing.
    if (query.state.data !== undefined) {
      query
        .fetch(undefined, { meta: { fetchMore: { direction: 'forward' } } })
        .catch(() => undefined);
    }
  }
}

/**
 * How many items these are, each id once: a later page may repeat an item (one added meanwhile pushed it
 * there), and the server holds it once.
 */
function distinctCount(items: readonly unknown[]): number {
  const ids = new Set<string>();
  let count = 0;
  for (const item of items) {
    const id = itemId(item);
    if (id === undefined) count += 1;
    else if (!ids.has(id)) {
      ids.add(id);
      count += 1;
    }
  }
  return count;
}

/**
 * Removes matching items from a cached paged list (SPEC §4 deletions): totalDocs goes down and
 * deletedDocCount up by the number removed (each item once, however many pages hold it), on every page, so
 * the next page's call skips correctly. A page on its way is asked again with the new deletedDocCount
 * (writeBetweenReads).
 */
export function removeFromPagedList<T>(
  client: QueryClient,
  queryKey: QueryKey,
  predicate: (item: T) => boolean,
): number {
  let removed = 0;
  writeBetweenReads(client, { queryKey, exact: true }, () =>
    client.setQueryData<PagedData<T>>(queryKey, (data) => {
      if (!data) return data;
      removed = distinctCount(data.pages.flatMap((page) => page.results.filter(predicate)));
      if (!removed) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.filter((item) => !predicate(item)),
          totalDocs: Math.max(0, page.totalDocs - removed),
          deletedDocCount: page.deletedDocCount + removed,
        })),
      };
    }),
  );
  return removed;
}

/**
 * Changes items in place in every cached paged list under `queryKey` (optimistic updates), past any page
 * on its way (writeBetweenReads).
 */
export function updateInPagedLists<T>(
  client: QueryClient,
  queryKey: QueryKey,
  change: (item: T) => T,
): void {
  writeBetweenReads(client, { queryKey }, () =>
    client.setQueriesData<PagedData<T>>({ queryKey }, (data) =>
      data?.pages
        ? {
            ...data,
            pages: data.pages.map((page) => ({ ...page, results: page.results.map(change) })),
          }
        : data,
    ),
  );
}
