import { useEffect, useRef } from 'react';
import type { Blog, Comment } from '@/api/types';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { RowListSkeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { REPLY_INDENT_PX } from '@/lib/constants';
import { CommentBox } from '@/components/ui/comment-box';
import { commentDraftKey } from '@/lib/comment-drafts';
import { useSession } from '@/lib/session';
import { CommentCard, RepliesFailed } from './comment-card';
import { COMMENT_FAILURES, COMMENT_TEXTS } from './rules';
import { focusInDialog } from './focus';
import { usePostComment } from './use-comment-actions';
import { useCommentThread, useReplies, type Replies } from './use-comment-thread';

/** SPEC §9: replies are indented 10 px per level, at any depth the server holds. */
const indent = (level: number) => ({ marginInlineStart: level * REPLY_INDENT_PX });

/**
 * The content of the 'Comments' panel (SPEC §2): the comment box, then the list or 'No Comments', and
 * 'Load More' while fewer parent comments are loaded than the blog has.
 */
export function CommentsThread({ blog }: { blog: Blog }) {
  const user = useSession();
  const thread = useCommentThread(blog);
  const send = usePostComment(blog);
  const top = useRef<HTMLDivElement>(null);
  // Issue 23 item 9: after posting, focus goes to the new comment, in the dialog.
  const post = async (text: string) => {
    const sent = await send(text);
    focusInDialog(top.current?.closest('[role="dialog"]'), sent._id);
  };

  const draft = commentDraftKey(user?._id ?? null, blog.blog_id, null);
  const [loadMoreButton, loadMorePressed] = useFocusFirstNew(thread.comments, () =>
    top.current?.closest('[role="dialog"]'),
  );

  return (
    <div ref={top}>
      {/* A box per draft: the box reads its draft when it mounts, so when the user changes (in another tab,
          which this one follows) it starts again from the new user's draft, never another user's text. */}
      <CommentBox
        key={draft}
        label="Leave a comment"
        placeholder="Leave a comment..."
        submitLabel="Comment"
        loginText={COMMENT_TEXTS.loginToComment}
        failure={COMMENT_FAILURES.comment}
        send={post}
        draft={draft}
      />
      <div className="mt-8">
        {thread.status === 'loading' && <RowListSkeleton count={3} label="Loading comments" />}
        {thread.status === 'error' && (
          <ErrorState message={COMMENT_FAILURES.load} onRetry={thread.reload} />
        )}
        {thread.status === 'ready' &&
          (thread.comments.length === 0 ? (
            <EmptyState message={COMMENT_TEXTS.noComments} />
          ) : (
            // One list for the whole tree: each comment's replies follow it as items of the same list.
            <ul aria-label="Comments" className="divide-y divide-line">
              {thread.comments.map((comment) => (
                <ThreadItem key={comment._id} blog={blog} comment={comment} level={0} />
              ))}
            </ul>
          ))}
        <LoadMore
          visible={thread.hasMore}
          loading={thread.loadingMore}
          failed={thread.loadMoreFailed}
          onLoadMore={() => {
            loadMorePressed();
            thread.loadMore();
          }}
          buttonRef={loadMoreButton}
        />
      </div>
    </div>
  );
}

/**
 * A comment and, when shown, its replies (each with theirs) and its 'Load More Replies' after the last of
 * them (SPEC §4): SPEC §3 childrenLevel is the depth here.
 */
function ThreadItem({ blog, comment, level }: { blog: Blog; comment: Comment; level: number }) {
  const replies = useReplies(blog._id, comment);
  const item = useRef<HTMLLIElement>(null);
  // Here, not in MoreReplies: its button goes with the last replies, before they are drawn.
  const [moreButton, morePressed] = useFocusFirstNew(replies.comments, () =>
    item.current?.closest('[role="dialog"]'),
  );
  return (
    <>
      <li
        ref={item}
        style={indent(level)}
        // A rule down the side of replies shows the nesting beyond the small indent.
        className={level > 0 ? 'border-l-2 border-l-line pl-3' : undefined}
      >
        <CommentCard blog={blog} comment={comment} replies={replies} />
      </li>
      {replies.shown &&
        replies.comments.map((reply) => (
          <ThreadItem key={reply._id} blog={blog} comment={reply} level={level + 1} />
        ))}
      {replies.hasMore && (
        <li style={indent(level + 1)}>
          <MoreReplies
            parent={comment}
            replies={replies}
            button={moreButton}
            pressed={morePressed}
          />
        </li>
      )}
    </>
  );
}

/**
 * Load More (of comments, or of a comment's replies) moves focus to the first comment it brought, as the
 * other lists do (issue 29 item 15): the button it was on may go with the last page, and focus would drop
 * out of the dialog. Only when focus is still on the button (or lost): a reader who moved on keeps their place.
 */
function useFocusFirstNew(shown: readonly Comment[], dialog: () => Element | null | undefined) {
  const button = useRef<HTMLButtonElement>(null);
  const before = useRef<Set<string> | null>(null);
  useEffect(() => {
    const seen = before.current;
    const first = seen ? shown.find((comment) => !seen.has(comment._id)) : undefined;
    if (!first) return;
    before.current = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (lost || active === button.current) focusInDialog(dialog(), first._id);
  }, [shown, dialog]);
  /** Call from the press's handler, before loading. */
  const pressed = () => {
    before.current = new Set(shown.map((comment) => comment._id));
  };
  return [button, pressed] as const;
}

/** SPEC §4 'Load More Replies', under the last reply shown of `parent`. */
function MoreReplies({
  parent,
  replies,
  button,
  pressed,
}: {
  parent: Comment;
  replies: Replies;
  /** For focus to go from it to the first reply it brings (useFocusFirstNew, in ThreadItem). */
  button: React.Ref<HTMLButtonElement>;
  pressed: () => void;
}) {
  return (
    <div className="py-3">
      {/* Not `disabled` while loading: focus would drop out of the dialog (issue 23 item 9). */}
      <button
        ref={button}
        type="button"
        className="btn-secondary min-h-9 px-3 aria-disabled:cursor-wait aria-disabled:opacity-60"
        onClick={() => {
          if (replies.loading) return;
          pressed();
          replies.fetchMore();
        }}
        aria-disabled={replies.loading || undefined}
        aria-busy={replies.loading}
        aria-label={`${COMMENT_TEXTS.loadMoreReplies} to @${parent.commented_by.personal_info.username}`}
      >
        {replies.loading && <Spinner label="Loading replies" />}
        {COMMENT_TEXTS.loadMoreReplies}
      </button>
      {replies.failed && <RepliesFailed onRetry={replies.fetchMore} />}
    </div>
  );
}
