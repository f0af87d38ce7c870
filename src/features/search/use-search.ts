import { useCallback } from 'react';
import { searchBlogs, searchBlogsCount } from '@/api/blogs';
import { searchUsers } from '@/api/users';
import type { BlogSummary } from '@/api/types';
import { usePagedList } from '@/lib/use-paged-list';
import { useRequest } from '@/lib/use-request';

const KEEP_MS = 60_000;

/** SPEC §7 search-blogs / search-blogs-count with the query, paged with Load More. */
export function useBlogResults(query: string) {
  const fetchPage = useCallback((page: number) => searchBlogs({ query, page }), [query]);
  const fetchCount = useCallback(() => searchBlogsCount({ query }), [query]);
  return usePagedList<BlogSummary>({
    key: query ? `search:blogs:${query}` : null,
    fetchPage,
    fetchCount,
    keepMs: KEEP_MS,
  });
}

/** SPEC §7 search-users: the accounts matched. */
export function useUserResults(query: string) {
  return useRequest(query ? `search:users:${query}` : null, () => searchUsers(query), KEEP_MS);
}
