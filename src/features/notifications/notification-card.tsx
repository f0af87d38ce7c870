import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import type { Notification } from '@/api/types';
import { Avatar } from '@/components/ui/avatar';
import { UserText } from '@/components/ui/user-text';
import { refusalText } from '@/components/ui/comment-box';
import { commentDraftKey, readCommentDraft } from '@/lib/comment-drafts';
import { formatDay, isoDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { NotificationReply, SentReply } from './notification-reply';
import { mayDeleteComment } from './rules';
import { NOTIFICATION_TEXTS } from './texts';
import { useDeleteFromNotification } from './use-notifications';

/**
 * SPEC §2 Notifications item: the actor's avatar, full name and @username; what they did; the blog title
 * to /blog/{blog_id} (for a reply, the replied-on comment instead); the comment text for comment and reply
 * items; the time. Comment and reply items have Reply (until answered), and Delete where SPEC §6 allows it
 * (rules.ts); a refused delete says the server's words. Unseen items carry a left border mark, also said in
 * words for screen readers. Everything a user wrote is plain text.
 */
/** Focus is nowhere (a control it was on went disabled or away) or inside `card`: ours to move. */
function focusLostOrIn(card: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !!card?.contains(active);
}

/**
 * A notification deleted from here leaves the list, and the focus its Delete had (WCAG 2.4.3): it goes to the
 * item that took its place (or the one before, read when Delete was pressed), else to the filter the list is
 * under.
 */
function focusInstead(neighbour: Element | null) {
  const control = neighbour?.isConnected
    ? neighbour.querySelector<HTMLElement>('a[href], button:not([disabled])')
    : null;
  (
    control ?? document.querySelector<HTMLElement>('[data-notifications] [aria-pressed="true"]')
  )?.focus();
}

export function NotificationCard({
  item,
  seen = item.seen,
}: {
  item: Notification;
  /** Seen before this visit (issue 29 item 6: the server's own mark, or this browser's memory). */
  seen?: boolean;
}) {
  const viewer = useSession()?._id;
  // The reply is the same draft as one to this comment in the blog's Comments panel.
  const draft =
    viewer !== undefined && item.comment
      ? commentDraftKey(viewer, item.blog.blog_id, item.comment._id)
      : undefined;
  const [replying, setReplying] = useState(() => Boolean(draft && readCommentDraft(draft)));
  const [failed, setFailed] = useState<{ target: 'comment' | 'reply'; text: string } | null>(null);
  const removal = useDeleteFromNotification(item);
  const card = useRef<HTMLElement>(null);
  const sentReply = useRef<HTMLDivElement>(null);
  // A reply was just sent from here: its box and the Reply button go away under the focus (WCAG 2.4.3).
  // Checked once the reply is drawn and the box closed, whichever comes last.
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current || !item.reply || replying) return;
    sent.current = false;
    // Unless the reader has meanwhile put focus elsewhere: then it is left where they put it.
    if (focusLostOrIn(card.current)) sentReply.current?.focus();
  }, [item.reply, replying]);
  const actor = item.user.personal_info;
  const hasComment = item.type !== 'like' && Boolean(item.comment);
  const deletable = hasComment && mayDeleteComment(item, viewer);

  const replyButton = useRef<HTMLButtonElement>(null);
  // A sent reply just deleted: the Reply button comes back where its Delete was (WCAG 2.4.3).
  const replyDeleted = useRef(false);
  useEffect(() => {
    if (!replyDeleted.current || item.reply) return;
    replyDeleted.current = false;
    if (focusLostOrIn(card.current)) replyButton.current?.focus();
  }, [item.reply]);

  // Up from the press until the delete has ended: a second press before the mutation's pending state is
  // drawn (a task later) sends nothing (0060).
  const removing = useRef(false);
  const remove = (target: 'comment' | 'reply') => {
    if (removing.current) return;
    removing.current = true;
    setFailed(null);
    // Read now: once the list has dropped it, the card is gone from the page.
    const place = card.current;
    const item = place?.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling ?? null;
    removal
      .remove(target)
      .then(() => {
        if (target === 'reply') replyDeleted.current = true;
        else if (focusLostOrIn(place)) focusInstead(neighbour);
      })
      .catch((error: unknown) =>
        setFailed({ target, text: refusalText(error, NOTIFICATION_TEXTS.deleteFailed) }),
      )
      .finally(() => {
        removing.current = false;
      });
  };

  return (
    <article
      ref={card}
      className={`mb-6 border-b border-l-4 border-b-line pb-6 pl-4 ${seen ? 'border-l-transparent' : 'border-l-ink'}`}
    >
      <div className="flex min-w-0 gap-4">
        <Avatar src={actor.profile_img} name={actor.fullname} size={44} decorative />
        <div className="min-w-0 flex-1">
          <p className="min-w-0">
            {!seen && <span className="sr-only">New: </span>}
            <span className="font-medium">
              <UserText>{actor.fullname}</UserText>
            </span>{' '}
            <Link to={paths.profile(actor.username)} className="link text-muted">
              <UserText>{`@${actor.username}`}</UserText>
            </Link>{' '}
            <span>{NOTIFICATION_TEXTS[item.type]}</span>{' '}
            {/* A reply quotes the comment it answers; when the server sends none (the family's answer in the
                moment its delete of that comment is on its way), the blog it was on, never an empty quote. */}
            {item.type === 'reply' && item.replied_on_comment?.comment ? (
              <q className="text-muted">
                <UserText>{item.replied_on_comment.comment}</UserText>
              </q>
            ) : (
              <Link to={paths.blog(item.blog.blog_id)} className="link font-medium">
                <UserText>{`"${item.blog.title}"`}</UserText>
              </Link>
            )}
          </p>
          {hasComment && (
            <p className="mt-3 max-h-[40vh] overflow-y-auto whitespace-pre-wrap text-lg">
              <UserText>{item.comment?.comment ?? ''}</UserText>
            </p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <time dateTime={isoDate(item.createdAt)}>{formatDay(item.createdAt)}</time>
            {hasComment && !item.reply && (
              <button
                type="button"
                className="link"
                aria-expanded={replying}
                ref={replyButton}
                onClick={() => setReplying((open) => !open)}
                aria-label={`Reply to @${actor.username}`}
              >
                Reply
              </button>
            )}
            {deletable && (
              <button
                type="button"
                className="link text-danger aria-disabled:opacity-60"
                // Not `disabled`: focus would drop to <body>; remove() ignores a press meanwhile (0059).
                aria-disabled={removal.deleting !== null || undefined}
                onClick={() => remove('comment')}
                aria-label={`Delete the comment by @${actor.username}`}
              >
                {removal.deleting === 'comment' ? 'Deleting…' : 'Delete'}
              </button>
            )}
          </div>
          {failed?.target === 'comment' && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {failed.text}
            </p>
          )}
          {replying && !item.reply && (
            <NotificationReply
              item={item}
              draft={draft}
              onClose={() => setReplying(false)}
              onSent={() => {
                sent.current = true;
              }}
            />
          )}
          {item.reply && (
            <SentReply
              ref={sentReply}
              reply={item.reply}
              deleting={removal.deleting === 'reply'}
              failure={failed?.target === 'reply' ? failed.text : null}
              onDelete={() => remove('reply')}
            />
          )}
        </div>
      </div>
    </article>
  );
}
