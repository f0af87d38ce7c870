import { useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import type { Blog, Comment } from '@/api/types';
import { Avatar } from '@/components/ui/avatar';
import { UserText } from '@/components/ui/user-text';
import { formatDay, isoDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { CommentBox, refusalText } from '@/components/ui/comment-box';
import { commentDraftKey, readCommentDraft, writeCommentDraft } from '@/lib/comment-drafts';
import { commentDomId, focusInDialog } from './focus';
import { canDelete, COMMENT_FAILURES, COMMENT_TEXTS } from './rules';
import { RepliedCommentGone } from '@/api/comments';
import { useDeleteComment, usePostComment, useTakeOffGone } from './use-comment-actions';
import type { Replies } from './use-comment-thread';
import { retryIn } from '@/components/ui/error-state';

/**
 * One comment of the panel (SPEC §2): avatar, full name, @username to the profile, date, text; Reply,
 * show or hide its replies, and Delete for its writer and the blog's author (SPEC §6). The text is plain
 * text (never HTML), kept in its box: a 100 KB word breaks (<wbr>), 5,000 lines scroll inside the card.
 */
export function CommentCard({
  blog,
  comment,
  replies,
}: {
  blog: Blog;
  comment: Comment;
  /** Its replies' state (src/features/comments/comments-thread.tsx draws them under the card). */
  replies: Replies;
}) {
  const user = useSession();
  const draft = user ? commentDraftKey(user._id, blog.blog_id, comment._id) : undefined;
  // A reply left half-written (the panel closed, the page reloaded) opens with its text again.
  const [replying, setReplying] = useState(() => Boolean(draft && readCommentDraft(draft)));
  const [loginNeeded, setLoginNeeded] = useState(false);
  const removal = useDeleteComment(blog, comment);
  const sendReply = usePostComment(blog, comment);
  const writer = comment.commented_by.personal_info;
  const handle = `@${writer.username}`;
  const count = comment.children.length;
  const card = useRef<HTMLElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  /** The reply sent from this card's box, to focus once the box closes. */
  const sentReply = useRef<string | null>(null);
  // Issue 23 item 9: the card and its reply box go away under the focus; it stays in the dialog.
  const dialog = () => card.current?.closest('[role="dialog"]');
  const remove = () => {
    const within = dialog();
    removal.remove((neighbour) => focusInDialog(within, neighbour));
  };
  // Deleted elsewhere, as a reply sent to it found: it stays while its reply box holds the words typed
  // there, and leaves the panel when the box closes.
  const gone = useRef(false);
  const takeOffGone = useTakeOffGone(blog, comment);
  const closeBox = () => {
    if (!gone.current) return false;
    if (draft) writeCommentDraft(draft, '');
    const within = dialog();
    focusInDialog(within, takeOffGone());
    return true;
  };

  const reply = () => {
    // SPEC §5: visitors are told to sign in rather than given a box they cannot send.
    if (!user) return setLoginNeeded(true);
    if (replying && closeBox()) return;
    setReplying((open) => !open);
  };

  return (
    <article
      ref={card}
      id={commentDomId(comment._id)}
      tabIndex={-1}
      aria-label={`Comment by ${writer.fullname || handle}`}
      className="py-4"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={writer.profile_img} name={writer.fullname} size={36} decorative />
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-medium">
            <UserText>{writer.fullname}</UserText>
          </span>{' '}
          <Link to={paths.profile(writer.username)} className="link text-muted">
            <UserText>{handle}</UserText>
          </Link>
        </p>
        <time dateTime={isoDate(comment.commentedAt)} className="shrink-0 text-sm text-muted">
          {formatDay(comment.commentedAt)}
        </time>
      </div>
      <p className="mt-3 max-h-[60vh] overflow-y-auto whitespace-pre-wrap">
        <UserText>{comment.comment}</UserText>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {count > 0 &&
          (replies.shown ? (
            <button type="button" className="link" onClick={replies.hide}>
              Hide replies
            </button>
          ) : (
            // Not `disabled` while loading: focus would drop out of the dialog (issue 23 item 9).
            <button
              type="button"
              className="link aria-disabled:cursor-wait"
              onClick={() => {
                if (!replies.loading) replies.fetchMore();
              }}
              aria-disabled={replies.loading || undefined}
              aria-busy={replies.loading}
            >
              {count === 1 ? 'Show 1 reply' : `Show ${count} replies`}
            </button>
          ))}
        <button
          ref={replyButton}
          type="button"
          className="link"
          onClick={reply}
          aria-expanded={user ? replying : undefined}
          aria-label={`Reply to ${handle}`}
        >
          Reply
        </button>
        {canDelete(user, blog, comment) && (
          <button
            type="button"
            className="link text-danger"
            onClick={remove}
            // Not `disabled`: a disabled button loses the keyboard's focus to <body> (issue 23 item 9).
            aria-disabled={removal.deleting || undefined}
            aria-label={`Delete comment by ${handle}`}
          >
            {removal.deleting ? 'Deleting…' : 'Delete'}
          </button>
        )}
      </div>
      {loginNeeded && !user && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {COMMENT_TEXTS.loginToReply}
        </p>
      )}
      {replies.failed && !replies.shown && <RepliesFailed onRetry={replies.fetchMore} />}
      {removal.failed && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {refusalText(removal.error, COMMENT_FAILURES.delete)}
        </p>
      )}
      {replying && user && (
        <div className="mt-4">
          <CommentBox
            label={`Reply to ${handle}`}
            placeholder="Leave a reply..."
            submitLabel="Reply"
            loginText={COMMENT_TEXTS.loginToReply}
            failure={COMMENT_FAILURES.reply}
            send={async (text) => {
              try {
                sentReply.current = (await sendReply(text))._id;
              } catch (error) {
                if (error instanceof RepliedCommentGone) gone.current = true;
                throw error;
              }
            }}
            onSent={(left) => {
              // More typed while it was on its way: the box stays open with it, the focus in it.
              if (left) return;
              const within = dialog();
              // SPEC §4: a sent reply closes the reply box; focus goes to the reply (issue 23 item 9).
              setReplying(false);
              if (sentReply.current) focusInDialog(within, sentReply.current);
            }}
            onCancel={() => {
              if (closeBox()) return;
              // The box goes with the focus it held: back to the Reply that opened it.
              setReplying(false);
              replyButton.current?.focus();
            }}
            focusOnOpen
            draft={draft}
          />
        </div>
      )}
    </article>
  );
}

/** A page of replies that failed: its message with Retry in place (SPEC §8 only logs it). */
export function RepliesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mt-2 flex items-center gap-3 text-sm">
      <span className="text-danger">{COMMENT_FAILURES.replies}</span>
      <button
        type="button"
        className="btn-secondary min-h-9 px-3"
        onClick={(event) => retryIn(event.currentTarget.parentElement?.parentElement, onRetry)}
      >
        Retry
      </button>
    </div>
  );
}
