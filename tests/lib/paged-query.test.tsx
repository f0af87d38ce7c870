import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { usePagedQuery, type PagedQueryOptions } from '@/lib/paged-query';
import { removeFromPagedList } from '@/lib/paged-writes';

/** The shared paging helper (SPEC §3 paged lists) against a fake server of 12 numbers, 5 a page. */
const ALL = Array.from({ length: 12 }, (_, i) => i + 1);
const SIZE = 5;

/** Skips as the backend does: (page - 1) × size, less the items deleted since page 1. */
function fakeServer() {
  const calls: string[] = [];
  const data = [...ALL];
  return {
    calls,
    data,
    fetchPage: vi.fn(async (page: number, deleted: number) => {
      calls.push(`page ${page} deleted ${deleted}`);
      const skip = (page - 1) * SIZE - deleted;
      return data.slice(skip, skip + SIZE);
    }),
    fetchCount: vi.fn(async () => data.length),
  };
}

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderList(options: Omit<PagedQueryOptions<number>, 'queryKey'> & { key?: string }) {
  const { key = 'numbers', ...rest } = options;
  return renderHook(() => usePagedQuery<number>({ queryKey: ['test', key], ...rest }), {
    wrapper,
  });
}

describe('usePagedQuery', () => {
  it('loads page 1 and the count together, then more pages until the total is reached', async () => {
    const api = fakeServer();
    const { result } = renderList(api);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.results).toEqual([1, 2, 3, 4, 5]);
    expect(result.current).toMatchObject({ page: 1, totalDocs: 12, hasMore: true });
    expect(api.fetchCount).toHaveBeenCalledTimes(1);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(3));
    expect(result.current.results).toEqual(ALL);
    expect(result.current.hasMore).toBe(false);
    // The count is asked once, with page 1.
    expect(api.fetchCount).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual(['page 1 deleted 0', 'page 2 deleted 0', 'page 3 deleted 0']);
  });

  it('removes items, lowering totalDocs and sending deletedDocCount with the next page (SPEC §4)', async () => {
    const api = fakeServer();
    const { result } = renderList(api);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Deleted on the server, then removed from the list.
    api.data.splice(api.data.indexOf(2), 1);
    act(() => void removeFromPagedList<number>(client, ['test', 'numbers'], (n) => n === 2));
    await waitFor(() => expect(result.current.results).toEqual([1, 3, 4, 5]));
    expect(result.current).toMatchObject({ totalDocs: 11, deletedDocCount: 1, hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(api.calls).toContain('page 2 deleted 1');
    // Nothing skipped, nothing twice.
    expect(result.current.results).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps a removal in the cache, where a list shown again finds it', async () => {
    const api = fakeServer();
    const first = renderList(api);
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();
    expect(removeFromPagedList<number>(client, ['test', 'numbers'], (n) => n < 3)).toBe(2);
    const again = renderList(api);
    expect(again.result.current.results).toEqual([3, 4, 5]);
    expect(again.result.current).toMatchObject({ totalDocs: 10, deletedDocCount: 2 });
    expect(api.fetchPage).toHaveBeenCalledTimes(1);
  });

  it('falls back to the loaded length when the count fails (SPEC §7)', async () => {
    const api = { ...fakeServer(), fetchCount: vi.fn(async () => Promise.reject(new Error('x'))) };
    const { result } = renderList(api);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ totalDocs: 5, hasMore: false });
  });

  it('stops offering more when a page comes back empty (the count was stale)', async () => {
    const api = { ...fakeServer(), fetchCount: vi.fn(async () => 40) };
    const { result } = renderList(api);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    for (const page of [2, 3, 4]) {
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.page).toBe(page));
    }
    expect(result.current.hasMore).toBe(false);
    expect(result.current.totalDocs).toBe(12);
  });

  it('ends in error on failure and starts over on reset', async () => {
    const api = fakeServer();
    api.fetchPage.mockRejectedValueOnce(new Error('down'));
    const { result } = renderList(api);
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.results).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps what is loaded when a further page fails, and says so', async () => {
    const api = fakeServer();
    const { result } = renderList(api);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    api.fetchPage.mockRejectedValueOnce(new Error('down'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadMoreFailed).toBe(true));
    expect(result.current).toMatchObject({ status: 'ready', hasMore: true });
    expect(result.current.results).toEqual([1, 2, 3, 4, 5]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(result.current.loadMoreFailed).toBe(false);
  });

  it('stays idle when not enabled', () => {
    const api = fakeServer();
    const { result } = renderList({ ...api, enabled: false });
    expect(result.current.status).toBe('idle');
    expect(api.fetchPage).not.toHaveBeenCalled();
  });

  it('shares one request between overlapping mounts of the same list', async () => {
    const api = fakeServer();
    const first = renderList(api);
    const second = renderList(api);
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    expect(api.fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('a list whose pages shift under it', () => {
  /** Ten documents, newest first, 5 a page; `arrive` puts a newer one at the top, as a new post does. */
  function shiftingServer() {
    const data = Array.from({ length: 10 }, (_, i) => ({ _id: `d${i + 1}` }));
    return {
      arrive: () => data.unshift({ _id: 'd0' }),
      fetchPage: vi.fn(async (page: number) => data.slice((page - 1) * SIZE, page * SIZE)),
      fetchCount: vi.fn(async () => data.length),
    };
  }

  it('still reaches the oldest item when a newer one arrives between two pages', async () => {
    const api = shiftingServer();
    const { result } = renderHook(
      () => usePagedQuery<{ _id: string }>({ queryKey: ['test', 'shifting'], ...api }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    api.arrive();
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    // Page 2 began with page 1's last item, shown once: one item is still to come.
    expect(result.current.results).toHaveLength(9);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(3));
    expect(result.current.results.map((item) => item._id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `d${i + 1}`),
    );
    expect(result.current.hasMore).toBe(false);
  });
});

describe('a server whose pages do not move on', () => {
  it('stops offering more once twice the total has come back', async () => {
    const same = Array.from({ length: 5 }, (_, i) => ({ _id: `s${i}` }));
    const api = { fetchPage: vi.fn(async () => same), fetchCount: vi.fn(async () => 10) };
    const { result } = renderHook(
      () => usePagedQuery<{ _id: string }>({ queryKey: ['test', 'stuck'], ...api }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    for (const page of [2, 3, 4]) {
      if (!result.current.hasMore) break;
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.page).toBe(page));
    }
    expect(result.current.hasMore).toBe(false);
    expect(api.fetchPage).toHaveBeenCalledTimes(4);
    expect(result.current.results).toHaveLength(5);
  });
});
