import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { addCommentOnce, deleteComment } from '@/api/comments';
import type { Blog, Comment, SessionUser } from '@/api/types';
import { getBlog } from '@/api/blogs';
import { adjustComments, setCommentCounts } from './comment-counts';
import { writeBetweenReads } from '@/lib/paged-writes';
import { useSession } from '@/lib/session';
import { commentKeys, notificationKeys } from '@/lib/query-keys';
import {
  mapComments,
  neighbourOf,
  noteWrittenHere,
  onTop,
  openSubtree,
  prepend,
  hasUnseenNested,
  subtreeSize,
  visibleOrder,
  withoutComment,
  shownComments,
  type CommentPages,
} from './thread';
import { cachedReplies, changeComments } from './use-comment-thread';

/**
 * Some servers answer a new comment without its author, or with its id only (`user_id`,
 * src/api/comments.ts): it is the viewer; an id the server sent is kept.
 */
function withAuthor(comment: Comment, user: SessionUser | null): Comment {
  if (comment.commented_by.personal_info.username || !user) return comment;
  const { fullname, username, profile_img } = user;
  const _id = comment.commented_by._id || user._id;
  return { ...comment, commented_by: { _id, personal_info: { fullname, username, profile_img } } };
}

interface CountChange {
  total: number;
  parents: number;
}

/** Every change made here to each blog's comment counts, summed, since the page loaded. */
const written = new Map<string, CountChange>();
const countsWritten = (blogId: string): CountChange =>
  written.get(blogId) ?? { total: 0, parents: 0 };

/**
 * The counts as the server keeps them, read again in edit mode, which counts no read. Comments posted or
 * deleted here since the read was sent are not in its answer: added on.
 */
function readCountsAgain(client: QueryClient, blogId: string) {
  const mark = countsWritten(blogId);
  getBlog(blogId, { mode: 'edit' }).then(
    (stored) => {
      const since = countsWritten(blogId);
      setCommentCounts(client, blogId, {
        total_comments: stored.activity.total_comments + since.total - mark.total,
        total_parent_comments: stored.activity.total_parent_comments + since.parents - mark.parents,
      });
    },
    (error: unknown) => console.warn('Loading failed', error),
  );
}

/**
 * The counts change on every copy of the blog (blog-cache.ts), and the change is kept (countsWritten). A
 * blog page read again while the change was out (after `sentAt`) has its counts read again instead.
 */
function adjustCounts(client: QueryClient, blogId: string, change: CountChange, sentAt?: number) {
  const before = countsWritten(blogId);
  written.set(blogId, {
    total: before.total + change.total,
    parents: before.parents + change.parents,
  });
  if (adjustComments(client, blogId, change, sentAt)) readCountsAgain(client, blogId);
}

/**
 * SPEC §4 new comment or reply (add-comment). Not optimistic: the comment appears once the server has
 * it, so a failure leaves nothing to take back and the box keeps the text (comment-box.tsx). Mutations
 * never retry (src/app/query-client.ts), and a send whose answer was lost finds the comment it made
 * (addCommentOnce): nothing is posted twice.
 */
export function usePostComment(blog: Blog, parent?: Comment) {
  const client = useQueryClient();
  const user = useSession();
  const mutation = useMutation({
    mutationFn: (text: string) =>
      addCommentOnce(
        {
          _id: blog._id,
          blog_author: blog.author._id ?? '',
          comment: text,
          ...(parent ? { replying_to: parent._id } : {}),
        },
        { _id: user?._id ?? '', username: user?.username ?? '' },
        // A comment already on screen is not the one this send made, whatever its words.
        (id) =>
          client
            .getQueriesData<CommentPages>({ queryKey: commentKeys.thread(blog._id) })
            .some(([, data]) => shownComments(data).some((each) => each._id === id)),
      ),
    meta: { failure: parent ? 'Reply failed' : 'Comment failed' },
    // When it was sent: a blog page read after then may count it already (adjustCounts).
    onMutate: () => Date.now(),
    onSuccess: (answer, _text, sentAt) => {
      const comment = withAuthor(answer, user);
      const thread = { queryKey: commentKeys.thread(blog._id) };
      // SPEC §4: a comment goes on top and raises both counts; a reply goes right after its parent (its
      // replies are shown from then on) and raises total_comments only.
      if (parent) {
        // The parent was deleted while the reply was on its way: the server deleted the reply with it,
        // and the deletion's counts could not include it. Nothing to show, nothing to count.
        const parentShown = client
          .getQueriesData<CommentPages>(thread)
          .some(([, data]) => shownComments(data).some((each) => each._id === parent._id));
        if (!parentShown) return;
        noteWrittenHere(comment._id);
        const repliesKey = commentKeys.replies(blog._id, parent._id);
        const replies = client.getQueryCache().find({ queryKey: repliesKey, exact: true });
        // Show replies pressed before this was sent, still on its way: that read is asked again after
        // this write (writeBetweenReads), and the reply goes on top of what it brings, as on replies shown.
        const firstRead = replies?.state.fetchStatus === 'fetching' && !replies.state.data;
        // Past any page of the thread on its way, which would put the lists back as they were.
        writeBetweenReads(client, thread, () => {
          changeComments(client, blog._id, (data) =>
            mapComments(data, (each) =>
              each._id === parent._id
                ? { ...each, children: [...each.children, comment._id] }
                : each,
            ),
          );
          if (!firstRead)
            client.setQueryData<CommentPages>(repliesKey, (data) =>
              data ? prepend(data, comment) : { pages: [[comment]], pageParams: [0] },
            );
        });
        if (firstRead)
          void replies.fetch().then(
            () =>
              client.setQueryData<CommentPages>(repliesKey, (data) => data && onTop(data, comment)),
            () => undefined,
          );
      } else {
        const top = commentKeys.top(blog._id);
        writeBetweenReads(client, { queryKey: top, exact: true }, () =>
          client.setQueryData<CommentPages>(top, (data) => (data ? prepend(data, comment) : data)),
        );
        // No list yet (its first page was on its way, and was cancelled above, or it was never read): it
        // is read afresh, now that the server has the comment. That first read was asked before the
        // comment existed, and would have come back without it.
        if (!client.getQueryData(top))
          void client.invalidateQueries({ queryKey: top, exact: true });
      }
      adjustCounts(client, blog.blog_id, { total: 1, parents: parent ? 0 : 1 }, sentAt);
    },
  });
  return (text: string) => mutation.mutateAsync(text);
}

/**
 * A comment leaves the panel with its nested replies, and the counts go down (SPEC §4 delete). `gone`: it
 * was not there any more (deleted elsewhere, and counted there, or with replies never opened): the counts are
 * read again as the server keeps them. Answers which comment took its place (null: none is left), for focus.
 */
function takeOff(
  client: QueryClient,
  blog: Blog,
  comment: Comment,
  gone: boolean,
  sentAt?: number,
): string | null {
  const repliesOf = cachedReplies(client, blog._id);
  const top = shownComments(client.getQueryData<CommentPages>(commentKeys.top(blog._id)));
  const neighbour = neighbourOf(visibleOrder(top, repliesOf), comment._id);
  const removed = subtreeSize(comment, repliesOf);
  // Replies never opened may have replies of their own, which the server deleted too (issue 29 item 15).
  const sizeUnknown = hasUnseenNested(comment, repliesOf);
  const topLevel = top.some((each) => each._id === comment._id);
  for (const id of openSubtree(comment, repliesOf)) {
    client.removeQueries({ queryKey: commentKeys.replies(blog._id, id) });
  }
  // changeComments cancels a page on its way; a Load More among them is asked again after the write.
  writeBetweenReads(client, { queryKey: commentKeys.thread(blog._id) }, () =>
    changeComments(client, blog._id, (data) => withoutComment(data, comment._id)),
  );
  const change = { total: -removed, parents: topLevel ? -1 : 0 };
  // Then the counts are read again as the server keeps them, where the size was not known.
  if (sizeUnknown || gone) {
    adjustCounts(client, blog.blog_id, change);
    readCountsAgain(client, blog.blog_id);
  } else adjustCounts(client, blog.blog_id, change, sentAt);
  // The server deleted the notifications about it too: the lists are read afresh next time.
  client.removeQueries({ queryKey: notificationKeys.lists() });
  return neighbour;
}

/**
 * A comment found deleted elsewhere when a reply was sent to it (RepliedCommentGone) leaves the panel once
 * its reply box closes, so the words typed there stay until then. Answers which comment took its place.
 */
export function useTakeOffGone(blog: Blog, comment: Comment) {
  const client = useQueryClient();
  return () => takeOff(client, blog, comment, true);
}

/**
 * SPEC §4 delete: once the server has deleted it, the comment leaves the list with its nested replies and
 * the counts go down (takeOff). A failed delete leaves it where it was.
 */
export function useDeleteComment(blog: Blog, comment: Comment) {
  const client = useQueryClient();
  const onRemoved = useRef<((neighbourId: string | null) => void) | null>(null);
  const mutation = useMutation({
    mutationFn: () => deleteComment(comment._id),
    meta: { failure: 'Delete failed' },
    // When it was sent: a blog page read after then may count it already (adjustCounts).
    onMutate: () => Date.now(),
    onSuccess: (result, _none, sentAt) => {
      const neighbour = takeOff(client, blog, comment, result === 'gone', sentAt);
      // Here rather than in mutate's own callbacks, which do not run once the card has gone.
      onRemoved.current?.(neighbour);
    },
  });
  // A second press before the first one's state has rendered is ignored too.
  const busy = useRef(false);
  return {
    /** `then` hears which comment took its place (null: none is left), for focus. */
    remove: (then?: (neighbourId: string | null) => void) => {
      if (busy.current) return;
      busy.current = true;
      onRemoved.current = then ?? null;
      mutation.mutate(undefined, { onSettled: () => (busy.current = false) });
    },
    deleting: mutation.isPending,
    failed: mutation.isError,
    error: mutation.error,
  };
}
