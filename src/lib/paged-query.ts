import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { countOr } from '@/api/count';
import { STALE } from './query-keys';

/**
 * The one paging helper behind every 'Load More' list and every paginated dashboard (SPEC §3 paged lists:
 * results, page, totalDocs, deletedDocCount), on TanStack Query's useInfiniteQuery:
 * - page 1 and the count are asked for together; a failing count falls back to the number of loaded
 *   results (SPEC §7) and is only logged (SPEC §8);
 * - Load More shows while the total exceeds what is loaded (SPEC §2), and stops when a page comes back
 *   empty (the count was stale);
 * - a deletion removes the items, lowers totalDocs and raises deletedDocCount, which the next page's call
 *   sends (SPEC §4: src/lib/paged-writes.ts, which only the screens that change lists load). All of it lives
 *   in the cache, so Back shows the list as the reader left it.
 * - an item is shown once: page-number paging shifts when a new item arrives between two pages (page 2 then
 *   starts with page 1's last item). The cache keeps each page as the server sent it; the list shown
 *   (`select`) leaves out what an earlier page already holds (issue 23 item 8; blogs by blog_id, everything
 *   else by _id), so React never sees two rows with one key, and no page's call carries the ids before it.
 * Home, search, profiles, notifications and manage-blogs build on it. Comments and replies do not: SPEC §7
 * pages them by a skip offset with no count or deletedDocCount, so they are infinite queries of their own
 * (src/features/comments/thread.ts).
 */

export interface PageOf<T> {
  results: T[];
  page: number;
  /** The list's total as last known: the count, lowered by deletions. */
  totalDocs: number;
  /** Items removed here since page 1 was read; the next page's call sends it. */
  deletedDocCount: number;
  /** Page 1 only: when its answer came (Date.now()), i.e. how recent what the list starts with is. */
  readAt?: number;
  /** How many items the server answered; `results` may hold fewer once some were deleted here. */
  sent?: number;
}

export interface PageParam {
  page: number;
  totalDocs: number;
  deletedDocCount: number;
}

export type PagedData<T> = InfiniteData<PageOf<T>, PageParam>;

export interface PagedQueryOptions<T> {
  queryKey: QueryKey;
  fetchPage: (page: number, deletedDocCount: number) => Promise<T[]>;
  fetchCount: () => Promise<number>;
  /** false: not now (e.g. signed out); the list stays idle. */
  enabled?: boolean;
  staleTime?: number;
}

export type PagedListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PagedList<T> {
  status: PagedListStatus;
  results: T[];
  page: number;
  totalDocs: number;
  deletedDocCount: number;
  /** When page 1 was last answered by the server (0: not yet); writes in the cache do not change it. */
  readAt: number;
  /** SPEC §2: Load More shows while the total exceeds what is loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** Starts over from page 1, asking the server again (Retry; SPEC §4 resets). */
  reset: () => void;
}

const FIRST: PageParam = { page: 1, totalDocs: 0, deletedDocCount: 0 };

/** An item's identity in a list: a blog's blog_id (its address), else the document's _id. */
export function itemId(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { blog_id: blogId, _id: id } = item as { blog_id?: unknown; _id?: unknown };
  if (typeof blogId === 'string' && blogId) return blogId;
  return typeof id === 'string' && id ? id : undefined;
}

/**
 * The pages as shown: an item an earlier page (or earlier in its page) holds is left out; items without an
 * id all stay. The `select` of every paged list, so the cache keeps what the server sent.
 */
export function withoutRepeats<T>(data: PagedData<T>): PagedData<T> {
  const ids = new Set<string>();
  let dropped = false;
  const pages = data.pages.map((page) => {
    const results = page.results.filter((item) => {
      const id = itemId(item);
      if (id === undefined) return true;
      if (ids.has(id)) return false;
      ids.add(id);
      return true;
    });
    if (results.length === page.results.length) return page;
    dropped = true;
    return { ...page, results };
  });
  return dropped ? { ...data, pages } : data;
}

/** How many items the pages show: each id once, and every item without one. */
function shownCount<T>(pages: readonly PageOf<T>[]): number {
  const ids = new Set<string>();
  let count = 0;
  for (const page of pages)
    for (const item of page.results) {
      const id = itemId(item);
      if (id === undefined) count += 1;
      else ids.add(id);
    }
  return count + ids.size;
}

/** The next page's parameters, or undefined when everything is loaded. */
export function nextPageParam<T>(
  last: PageOf<T>,
  pages: readonly PageOf<T>[],
): PageParam | undefined {
  // An empty page means the count was stale: stop offering more, after the first page too (a count that
  // ignores a filter: Notifications read its page again for ever, as one emptied by deletions here). The
  // pages are as the server sent them: a page of repeats only is not empty, and counts where the server's
  // offsets are. One emptied by deletions here is not: more may follow it.
  if ((last.sent ?? last.results.length) === 0) return undefined;
  // Against the items shown: a page that began with a repeat (a newer item arrived between two pages) left
  // one of the oldest still to come, which the raw count would have called loaded.
  if (last.totalDocs <= shownCount(pages)) return undefined;
  // A server whose pages do not move on (every page the same) would keep Load More forever: twice the total
  // as sent is the end, whatever was new in it.
  const sent = pages.reduce((sum, page) => sum + page.results.length, 0);
  if (sent >= 2 * last.totalDocs) return undefined;
  return { page: last.page + 1, totalDocs: last.totalDocs, deletedDocCount: last.deletedDocCount };
}

/** The useInfiniteQuery options of a paged list (also for prefetching and tests). */
export function pagedQueryOptions<T>({
  queryKey,
  fetchPage,
  fetchCount,
  enabled = true,
  staleTime = STALE.list,
}: PagedQueryOptions<T>) {
  return {
    queryKey,
    enabled,
    staleTime,
    initialPageParam: FIRST,
    queryFn: async ({ pageParam }: { pageParam: PageParam }): Promise<PageOf<T>> => {
      const { page, deletedDocCount } = pageParam;
      if (page > 1) {
        const results = await fetchPage(page, deletedDocCount);
        return {
          results,
          page,
          totalDocs: pageParam.totalDocs,
          deletedDocCount,
          sent: results.length,
        };
      }
      // Both at once: the count does not wait for the page.
      const counting = fetchCount();
      counting.catch(() => undefined);
      const results = await fetchPage(1, 0);
      const totalDocs = await countOr(counting, results.length);
      return {
        results,
        page: 1,
        totalDocs,
        deletedDocCount: 0,
        readAt: Date.now(),
        sent: results.length,
      };
    },
    getNextPageParam: (last: PageOf<T>, pages: PageOf<T>[]) => nextPageParam(last, pages),
    select: withoutRepeats<T>,
  };
}

/** A paged list for a screen: the state its components need, from the cache. */
export function usePagedQuery<T>(options: PagedQueryOptions<T>): PagedList<T> {
  const client = useQueryClient();
  const query = useInfiniteQuery(pagedQueryOptions(options));
  const { queryKey, enabled = true } = options;
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  const results = pages.flatMap((page) => page.results);
  const status: PagedListStatus = !enabled
    ? 'idle'
    : query.data
      ? 'ready'
      : query.isError && !query.isFetching
        ? 'error'
        : 'loading';
  const hasMore = status === 'ready' && query.hasNextPage;
  const { fetchNextPage, isFetchingNextPage, isFetching } = query;
  /**
   * Load More pressed while the list reads its pages again (Back to a list older than a minute): TanStack
   * hands back that read instead of the next page, and the press was lost. It waits for that read, shown as
   * loading more, and then asks for the next page from the pages as read.
   */
  const [waiting, setWaiting] = useState(false);
  const loadMore = useCallback(() => {
    if (isFetchingNextPage || waiting) return;
    if (!isFetching) return void fetchNextPage({ cancelRefetch: false });
    setWaiting(true);
    void fetchNextPage({ cancelRefetch: false })
      .then((read) => (read.hasNextPage ? fetchNextPage({ cancelRefetch: false }) : read))
      .finally(() => setWaiting(false));
  }, [fetchNextPage, isFetchingNextPage, isFetching, waiting]);
  const reset = () => void client.resetQueries({ queryKey, exact: true });

  return {
    status,
    results,
    page: last?.page ?? 0,
    totalDocs: hasMore && last ? last.totalDocs : results.length,
    deletedDocCount: last?.deletedDocCount ?? 0,
    readAt: pages[0]?.readAt ?? 0,
    hasMore,
    loadingMore: isFetchingNextPage || waiting,
    loadMoreFailed: query.isFetchNextPageError,
    loadMore,
    reset,
  };
}
