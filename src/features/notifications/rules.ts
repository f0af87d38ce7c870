import type { Notification } from '@/api/types';

/**
 * SPEC §6: a comment may be deleted by whoever wrote it and by the author of the blog it is on. A
 * notification's comment was written by someone else, so only the blog's author may delete it:
 * - 'comment': the server notifies the blog's author, so it is on the viewer's own blog: Delete stays;
 * - 'reply': a reply to the viewer's comment, on a blog that may be anyone's: Delete only when the server
 *   said whose blog it is and it is the viewer's (most servers do not say: then no Delete, issue 23 item 6).
 * The viewer's own inline reply is theirs: its Delete is not decided here.
 */
export function mayDeleteComment(item: Notification, viewerId: string | null | undefined): boolean {
  if (item.type === 'comment') return true;
  if (item.type !== 'reply' || !viewerId) return false;
  return item.blog.author === viewerId;
}
