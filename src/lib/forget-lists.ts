import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BlogSummary } from '@/api/types';
import type { PagedData } from './paged-query';
import { blogKeys } from './query-keys';

/**
 * Forgets every list of cards kept for Back (home, tag, search, profile, favourites, trending, similar,
 * Manage blogs) that shows a blog now gone from it, but those `keep` names: deleted, unpublished, or
 * published from the drafts. Kept, a list drew the blog, and it vanished once read again (decision 0061);
 * forgotten, it is read when next shown. A list on screen is the caller's to change.
 */
export function forgetListsShowing(
  client: QueryClient,
  blogId: string,
  keep: (queryKey: QueryKey) => boolean = () => false,
): void {
  client.removeQueries({
    queryKey: blogKeys.lists(),
    predicate: (query) => {
      const data = query.state.data as BlogSummary[] | PagedData<BlogSummary> | undefined;
      const shown = Array.isArray(data)
        ? data
        : (data?.pages?.flatMap((page) => page.results) ?? []);
      return (
        !query.getObserversCount() &&
        !keep(query.queryKey) &&
        shown.some((blog) => blog.blog_id === blogId)
      );
    },
  });
}
