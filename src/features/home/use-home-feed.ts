import { useQuery } from '@tanstack/react-query';
import {
  allLatestBlogsCount,
  latestBlogs,
  searchBlogs,
  searchBlogsCount,
  trendingBlogs,
} from '@/api/blogs';
import type { BlogSummary } from '@/api/types';
import { blogKeys, STALE } from '@/lib/query-keys';
import { usePagedQuery } from '@/lib/paged-query';
import { queryView } from '@/lib/query-view';

/**
 * SPEC §2 Home: the latest blogs, or blogs by one topic tag (SPEC §7: latest-blogs / search-blogs with tag,
 * and their counts), paged with Load More. Back within a minute shows every page loaded, as it was.
 */
export function useHomeFeed(tag: string | null) {
  return usePagedQuery<BlogSummary>(
    tag
      ? {
          queryKey: blogKeys.byTag(tag),
          fetchPage: (page) => searchBlogs({ tag, page }),
          fetchCount: () => searchBlogsCount({ tag }),
        }
      : {
          queryKey: blogKeys.latest(),
          fetchPage: (page) => latestBlogs(page),
          fetchCount: allLatestBlogsCount,
        },
  );
}

/** SPEC §7 trending-blogs: one list, read once per visit window. */
export function useTrending() {
  return queryView(
    useQuery({ queryKey: blogKeys.trending(), queryFn: trendingBlogs, staleTime: STALE.list }),
  );
}
