import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getBlogComments, getReplies } from '@/api/comments';
import type { Blog } from '@/api/types';
import { commentKeys, STALE } from '@/lib/query-keys';
import { queryView } from '@/lib/query-view';
import {
  appendTopLevel,
  hideReplies,
  insertReplies,
  repliesSkip,
  startThread,
  topLevelCount,
  type CommentThread,
  type ThreadComment,
} from './thread';

/**
 * The reads of the comments panel (SPEC §7 get-blog-comments and get-replies, both with a skip offset).
 * The whole tree is one cache entry, changed by the pure rules of thread.ts: a page of top-level comments
 * or of replies is merged into it, so what is shown survives closing and reopening the panel.
 */

/** Applies a rule to the cached thread of a blog (nothing to do when none is cached). */
export function changeThread(
  client: QueryClient,
  blogObjectId: string,
  change: (thread: CommentThread) => CommentThread,
): void {
  const key = commentKeys.thread(blogObjectId);
  // A first page still under way would put the old list back over this change.
  void client.cancelQueries({ queryKey: key });
  client.setQueryData<CommentThread>(key, (thread) => (thread ? change(thread) : thread));
}

export function useCommentThread(blog: Blog) {
  const client = useQueryClient();
  const blogObjectId = blog._id;
  const query = useQuery({
    queryKey: commentKeys.thread(blogObjectId),
    queryFn: async () => startThread(await getBlogComments(blogObjectId, 0)),
    staleTime: STALE.list,
  });
  const more = useMutation({
    mutationFn: (skip: number) => getBlogComments(blogObjectId, skip),
    meta: { failure: 'Loading more comments failed' },
    onSuccess: (page) =>
      changeThread(client, blogObjectId, (thread) => appendTopLevel(thread, page)),
  });
  const thread = query.data;
  // SPEC §2: 'Load More' while fewer parent comments are loaded than the blog has.
  const hasMore = Boolean(
    thread && !thread.exhausted && topLevelCount(thread) < blog.activity.total_parent_comments,
  );
  const loadMore = () => {
    if (thread && !more.isPending) more.mutate(topLevelCount(thread));
  };
  return {
    view: queryView(query),
    hasMore,
    loadMore,
    loadingMore: more.isPending,
    loadMoreFailed: more.isError,
  };
}

/**
 * SPEC §4 replies of one comment: shown (fetched from the first one not shown yet), loaded further
 * ('Load More Replies'), or hidden (removed from the list).
 */
export function useReplies(blogObjectId: string, parent: ThreadComment) {
  const client = useQueryClient();
  const load = useMutation({
    mutationFn: (skip: number) => getReplies(parent._id, skip),
    meta: { failure: 'Loading replies failed' },
    onSuccess: (replies) =>
      changeThread(client, blogObjectId, (thread) => insertReplies(thread, parent._id, replies)),
  });
  const fetchMore = () => {
    const thread = client.getQueryData<CommentThread>(commentKeys.thread(blogObjectId));
    const current = thread?.items.find((item) => item._id === parent._id);
    if (!thread || !current || load.isPending) return;
    load.mutate(current.isReplyLoaded ? repliesSkip(thread, current) : 0);
  };
  const hide = () => {
    load.reset();
    changeThread(client, blogObjectId, (thread) => hideReplies(thread, parent._id));
  };
  return { fetchMore, hide, loading: load.isPending, failed: load.isError };
}
