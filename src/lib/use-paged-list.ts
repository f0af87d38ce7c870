import { useCallback, useEffect, useRef, useState } from 'react';
import { countOr } from '@/api/count';
import { cachedRequest, invalidateRequests } from './request-cache';

/**
 * The one paged-list hook (ARCHITECTURE: server state) behind every 'Load More' list now and the dashboards
 * later: results, page, totalDocs and deletedDocCount (SPEC §3 paged lists). Page 1 and the count are asked
 * for together; a failing count falls back to the number of loaded results (SPEC §7). A new `key` starts the
 * list over (SPEC §2: switching to another profile resets every list); results that arrive for an older key
 * are dropped. Failures are logged (SPEC §8) and end loading, so the screen can offer a retry.
 */

export interface PagedListOptions<T> {
  /** Identifies the list (endpoint and filter). null = not now (e.g. signed out). */
  key: string | null;
  fetchPage: (page: number, deletedDocCount: number) => Promise<T[]>;
  fetchCount: () => Promise<number>;
  /** Keep page 1 and the count this long, so returning to the page shows them without asking again. */
  keepMs?: number;
}

export type PagedListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PagedList<T> {
  status: PagedListStatus;
  results: T[];
  page: number;
  totalDocs: number;
  deletedDocCount: number;
  /** SPEC §2: Load More shows while the total exceeds what is loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** Starts over from page 1, asking the server again. */
  reset: () => void;
  /** Drops matching items, lowering totalDocs and raising deletedDocCount (SPEC §4 deletions). */
  remove: (predicate: (item: T) => boolean) => void;
  /** Changes loaded items in place (optimistic updates). */
  update: (change: (item: T) => T) => void;
}

interface Snapshot<T> {
  id: string;
  failed: boolean;
  results: T[];
  page: number;
  totalDocs: number;
  deletedDocCount: number;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

export function usePagedList<T>({
  key,
  fetchPage,
  fetchCount,
  keepMs = 0,
}: PagedListOptions<T>): PagedList<T> {
  const [run, setRun] = useState(0);
  const id = key === null ? null : `${key}#${run}`;
  const [snap, setSnap] = useState<Snapshot<T> | null>(null);
  const fetchers = useRef({ fetchPage, fetchCount });
  useEffect(() => {
    fetchers.current = { fetchPage, fetchCount };
  });

  useEffect(() => {
    if (key === null || id === null) return;
    let live = true;
    const { fetchPage: page, fetchCount: count } = fetchers.current;
    const first = cachedRequest(`list:${key}:page1`, () => page(1, 0), keepMs);
    const total = cachedRequest(`list:${key}:count`, () => count(), keepMs);
    first.then(
      async (results) => {
        const totalDocs = await countOr(total, results.length);
        if (!live) return;
        setSnap({ ...blank(id), results, totalDocs, page: 1 });
      },
      (error: unknown) => {
        console.warn(`Loading the list ${key} failed`, error);
        if (live) setSnap({ ...blank(id), failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [key, id, keepMs]);

  const current = snap && snap.id === id ? snap : null;

  const loadMore = useCallback(() => {
    if (!current || current.failed || current.loadingMore) return;
    const target = current.id;
    const next = current.page + 1;
    setSnap({ ...current, loadingMore: true, loadMoreFailed: false });
    fetchers.current.fetchPage(next, current.deletedDocCount).then(
      (items) =>
        setSnap((prev) =>
          prev?.id !== target
            ? prev
            : {
                ...prev,
                results: [...prev.results, ...items],
                page: next,
                // An empty page means the count was stale: stop offering more.
                totalDocs: items.length ? prev.totalDocs : prev.results.length,
                loadingMore: false,
              },
        ),
      (error: unknown) => {
        console.warn(`Loading more of ${target} failed`, error);
        setSnap((prev) =>
          prev?.id === target ? { ...prev, loadingMore: false, loadMoreFailed: true } : prev,
        );
      },
    );
  }, [current]);

  const reset = useCallback(() => {
    if (key !== null) invalidateRequests(`list:${key}:`);
    setRun((value) => value + 1);
  }, [key]);

  const remove = useCallback((predicate: (item: T) => boolean) => {
    setSnap((prev) => {
      if (!prev) return prev;
      const kept = prev.results.filter((item) => !predicate(item));
      const removed = prev.results.length - kept.length;
      return {
        ...prev,
        results: kept,
        totalDocs: Math.max(0, prev.totalDocs - removed),
        deletedDocCount: prev.deletedDocCount + removed,
      };
    });
  }, []);

  const update = useCallback((change: (item: T) => T) => {
    setSnap((prev) => (prev ? { ...prev, results: prev.results.map(change) } : prev));
  }, []);

  const status: PagedListStatus =
    key === null ? 'idle' : !current ? 'loading' : current.failed ? 'error' : 'ready';
  const results = current?.results ?? [];
  const totalDocs = current?.totalDocs ?? 0;
  return {
    status,
    results,
    page: current?.page ?? 0,
    totalDocs,
    deletedDocCount: current?.deletedDocCount ?? 0,
    hasMore: status === 'ready' && totalDocs > results.length,
    loadingMore: current?.loadingMore ?? false,
    loadMoreFailed: current?.loadMoreFailed ?? false,
    loadMore,
    reset,
    remove,
    update,
  };
}

function blank<T>(id: string): Snapshot<T> {
  return {
    id,
    failed: false,
    results: [],
    page: 0,
    totalDocs: 0,
    deletedDocCount: 0,
    loadingMore: false,
    loadMoreFailed: false,
  };
}
