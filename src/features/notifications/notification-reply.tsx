import { useId, type Ref } from 'react';
import type { Notification, NotificationComment } from '@/api/types';
import { CommentBox } from '@/components/ui/comment-box';
import { UserText } from '@/components/ui/user-text';
import { NOTIFICATION_TEXTS } from './texts';
import { useReplyToNotification } from './use-notifications';

/**
 * SPEC §2 inline reply box of a comment or reply notification: non-empty text required (SPEC §5); on
 * success it closes and the sent reply shows beneath the item. A failure keeps the text and says so.
 */
export function NotificationReply({
  item,
  draft,
  onClose,
  onSent,
}: {
  item: Notification;
  /** Where its text is kept as it is typed (src/lib/comment-drafts.ts). */
  draft?: string;
  onClose: () => void;
  /** The reply was sent: the box closes under the focus, which goes to the sent reply (notification-card). */
  onSent: () => void;
}) {
  const send = useReplyToNotification(item);
  return (
    <div className="mt-4">
      <CommentBox
        label={`Reply to @${item.user.personal_info.username}`}
        placeholder="Leave a reply..."
        submitLabel="Reply"
        loginText={NOTIFICATION_TEXTS.loginToReply}
        failure={NOTIFICATION_TEXTS.replyFailed}
        send={async (text) => {
          await send(text);
        }}
        // The reply shows under the item and the box goes, whatever was typed on meanwhile: that stays in
        // the reply's draft, which the blog's Comments panel shows in its box for the same comment.
        onSent={() => {
          onSent();
          onClose();
        }}
        onCancel={onClose}
        focusOnOpen
        draft={draft}
      />
    </div>
  );
}

/**
 * The reply sent from here, beneath its notification, with its own Delete (SPEC §2). A named group that
 * takes focus (tabIndex -1): focus goes to it when the reply box closes under it, as a sent comment's card
 * takes it in the Comments panel (src/features/comments/focus.ts).
 */
export function SentReply({
  ref,
  ...props
}: {
  reply: NotificationComment;
  deleting: boolean;
  /** Why the last delete failed (the server's refusal, or ours), or null. */
  failure: string | null;
  onDelete: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const titleId = useId();
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="mt-4 rounded-md bg-surface p-4"
    >
      <p id={titleId} className="text-sm font-medium">
        Your reply
      </p>
      <p className="mt-1 max-h-[40vh] overflow-y-auto whitespace-pre-wrap">
        <UserText>{props.reply.comment}</UserText>
      </p>
      <button
        type="button"
        className="link mt-2 text-sm text-danger aria-disabled:opacity-60"
        aria-disabled={props.deleting || undefined}
        onClick={props.onDelete}
        aria-label="Delete your reply"
      >
        {props.deleting ? 'Deleting…' : 'Delete'}
      </button>
      {props.failure && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {props.failure}
        </p>
      )}
    </div>
  );
}
