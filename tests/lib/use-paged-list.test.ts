import { act, renderHook, waitFor } from '@testing-library/react';
import { clearRequestCache } from '@/lib/request-cache';
import { usePagedList } from '@/lib/use-paged-list';

const ALL = Array.from({ length: 12 }, (_, i) => i + 1);
const SIZE = 5;

function fakeServer() {
  const calls: string[] = [];
  return {
    calls,
    fetchPage: vi.fn(async (page: number, deleted: number) => {
      calls.push(`page ${page} deleted ${deleted}`);
      const skip = (page - 1) * SIZE - deleted;
      return ALL.slice(skip, skip + SIZE);
    }),
    fetchCount: vi.fn(async () => ALL.length),
  };
}

beforeEach(() => clearRequestCache());

describe('usePagedList', () => {
  it('loads page 1 and the count, then more pages until the total is reached', async () => {
    const api = fakeServer();
    const { result } = renderHook(() => usePagedList({ key: 'numbers', ...api }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.results).toEqual([1, 2, 3, 4, 5]);
    expect(result.current).toMatchObject({ page: 1, totalDocs: 12, hasMore: true });

    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    await waitFor(() => expect(result.current.page).toBe(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(3));
    expect(result.current.results).toEqual(ALL);
    expect(result.current.hasMore).toBe(false);
  });

  it('removes items, lowering totalDocs and sending deletedDocCount with the next page', async () => {
    const api = fakeServer();
    const { result } = renderHook(() => usePagedList({ key: 'numbers', ...api }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.remove((n) => n === 2));
    expect(result.current).toMatchObject({ totalDocs: 11, deletedDocCount: 1 });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.page).toBe(2));
    expect(api.calls).toContain('page 2 deleted 1');
  });

  it('falls back to the loaded length when the count fails (SPEC §7)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = { ...fakeServer(), fetchCount: vi.fn(async () => Promise.reject(new Error('x'))) };
    const { result } = renderHook(() => usePagedList({ key: 'numbers', ...api }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ totalDocs: 5, hasMore: false });
  });

  it('ends in error on failure and retries on reset', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeServer();
    api.fetchPage.mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => usePagedList({ key: 'numbers', ...api }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.reset());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('starts over for a new key and drops answers for the old one', async () => {
    let release: (value: number[]) => void = () => {};
    const slow = new Promise<number[]>((resolve) => {
      release = resolve;
    });
    const fetchPage = vi.fn((page: number) =>
      page === 1 && fetchPage.mock.calls.length === 1 ? slow : Promise.resolve([99]),
    );
    const { result, rerender } = renderHook(
      ({ key }) => usePagedList({ key, fetchPage, fetchCount: async () => 1 }),
      {
        initialProps: { key: 'a' },
      },
    );
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.results).toEqual([99]));
    release([1, 2, 3]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.results).toEqual([99]);
  });

  it('stays idle without a key', () => {
    const api = fakeServer();
    const { result } = renderHook(() => usePagedList({ key: null, ...api }));
    expect(result.current.status).toBe('idle');
    expect(api.fetchPage).not.toHaveBeenCalled();
  });

  it('shares one request between overlapping mounts of the same list', async () => {
    const api = fakeServer();
    const first = renderHook(() => usePagedList({ key: 'shared', ...api }));
    const second = renderHook(() => usePagedList({ key: 'shared', ...api }));
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    expect(api.fetchPage).toHaveBeenCalledTimes(1);
  });
});
