import { useQuery } from '@tanstack/react-query';
import { searchBlogs, searchBlogsCount } from '@/api/blogs';
import { searchUsers } from '@/api/users';
import type { BlogSummary } from '@/api/types';
import { blogKeys, STALE, userKeys } from '@/lib/query-keys';
import { usePagedQuery } from '@/lib/paged-query';
import { queryView } from '@/lib/query-view';

/** SPEC §7 search-blogs / search-blogs-count with the query, paged with Load More. */
export function useBlogResults(query: string) {
  return usePagedQuery<BlogSummary>({
    queryKey: blogKeys.search(query),
    fetchPage: (page) => searchBlogs({ query, page }),
    fetchCount: () => searchBlogsCount({ query }),
    enabled: Boolean(query),
  });
}

/** SPEC §7 search-users: the accounts matched. */
export function useUserResults(query: string) {
  const enabled = Boolean(query);
  return queryView(
    useQuery({
      queryKey: userKeys.search(query),
      queryFn: () => searchUsers(query),
      enabled,
      staleTime: STALE.list,
    }),
    enabled,
  );
}
