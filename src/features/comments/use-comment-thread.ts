import { useEffect } from 'react';
import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getBlogComments, getReplies } from '@/api/comments';
import type { Blog, Comment } from '@/api/types';
import { commentKeys, STALE } from '@/lib/query-keys';
import {
  nextRepliesSkip,
  nextTopSkip,
  onlyRepeats,
  openSubtree,
  shownComments,
  type CommentPages,
  type RepliesOf,
} from './thread';

/**
 * The reads of the comments panel (SPEC §7 get-blog-comments and get-replies, both with a skip offset),
 * each an infinite query like every other list (docs/decisions/0022): the blog's top-level comments, and
 * the replies shown under each comment. What is shown survives closing and reopening the panel.
 */

/** The replies cached under each comment of one blog (only shown ones are cached). */
export function cachedReplies(client: QueryClient, blogObjectId: string): RepliesOf {
  return (commentId) =>
    shownComments(client.getQueryData<CommentPages>(commentKeys.replies(blogObjectId, commentId)));
}

/** Changes every cached list of the blog's comments. */
export function changeComments(
  client: QueryClient,
  blogObjectId: string,
  change: (data: CommentPages) => CommentPages,
): void {
  // A first page still under way would put the old list back over this change.
  void client.cancelQueries({ queryKey: commentKeys.top(blogObjectId) });
  client.setQueriesData<CommentPages>({ queryKey: commentKeys.thread(blogObjectId) }, (data) =>
    data ? change(data) : data,
  );
}

export function useCommentThread(blog: Blog) {
  const query = useInfiniteQuery({
    queryKey: commentKeys.top(blog._id),
    queryFn: ({ pageParam }) => getBlogComments(blog._id, pageParam),
    initialPageParam: 0,
    // SPEC §2: 'Load More' while fewer parent comments are shown than the blog has.
    getNextPageParam: (_last, pages) => nextTopSkip(pages, blog.activity.total_parent_comments),
    staleTime: STALE.list,
  });
  const { data, fetchNextPage, isFetchingNextPage, hasNextPage } = query;
  // A page of comments shown already (others wrote a page's worth meanwhile) is read past at once: Load More
  // never brings nothing. Two such pages in a row end the list (thread.ts), so this reads once more at most.
  useEffect(() => {
    if (data && onlyRepeats(data.pages) && hasNextPage && !isFetchingNextPage)
      void fetchNextPage({ cancelRefetch: false });
  }, [data, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    status: data ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading',
    comments: shownComments(data),
    reload: () => void query.refetch(),
    hasMore: Boolean(data) && query.hasNextPage,
    loadMore: () => {
      if (!isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
    },
    loadingMore: isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
  } as const;
}

export type Replies = ReturnType<typeof useReplies>;

/**
 * SPEC §4 replies of one comment: shown (read from the first one), loaded further ('Load More Replies'),
 * or hidden (dropped from the cache, with those shown below them). Read only when asked: never on mounting
 * or on the window's focus (`enabled: false`; refetch and fetchNextPage still read).
 */
export function useReplies(blogObjectId: string, parent: Comment) {
  const client = useQueryClient();
  const queryKey = commentKeys.replies(blogObjectId, parent._id);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => getReplies(parent._id, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, _param, params) => nextRepliesSkip(pages, parent, params),
    enabled: false,
  });
  const shown = query.data !== undefined;
  const fetchMore = () => {
    if (query.isFetching) return;
    // A second press while the page is on its way joins it (its fetching state is drawn a task later).
    if (shown) void query.fetchNextPage({ cancelRefetch: false });
    else void query.refetch();
  };
  const hide = () => {
    const below = openSubtree(parent, cachedReplies(client, blogObjectId)).slice(1);
    for (const id of below)
      client.removeQueries({ queryKey: commentKeys.replies(blogObjectId, id) });
    void client.resetQueries({ queryKey, exact: true });
  };
  return {
    shown,
    comments: shownComments(query.data),
    hasMore: shown && query.hasNextPage,
    fetchMore,
    hide,
    loading: query.isFetching,
    failed: query.isError,
  };
}
