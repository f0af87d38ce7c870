import { useCallback } from 'react';
import {
  allLatestBlogsCount,
  latestBlogs,
  searchBlogs,
  searchBlogsCount,
  trendingBlogs,
} from '@/api/blogs';
import type { BlogSummary } from '@/api/types';
import { usePagedList } from '@/lib/use-paged-list';
import { useRequest } from '@/lib/use-request';

/** Returning to home within a minute shows the lists already loaded instead of asking again. */
const KEEP_LISTS_MS = 60_000;

/**
 * SPEC §2 Home: the latest blogs, or blogs by one topic tag (SPEC §7: latest-blogs / search-blogs with tag,
 * and their counts), paged with Load More.
 */
export function useHomeFeed(tag: string | null) {
  const fetchPage = useCallback(
    (page: number) => (tag ? searchBlogs({ tag, page }) : latestBlogs(page)),
    [tag],
  );
  const fetchCount = useCallback(
    () => (tag ? searchBlogsCount({ tag }) : allLatestBlogsCount()),
    [tag],
  );
  return usePagedList<BlogSummary>({
    key: tag ? `home:tag:${tag}` : 'home:latest',
    fetchPage,
    fetchCount,
    keepMs: KEEP_LISTS_MS,
  });
}

/** SPEC §7 trending-blogs: one list, read once per visit window. */
export function useTrending() {
  return useRequest('home:trending', trendingBlogs, KEEP_LISTS_MS);
}
