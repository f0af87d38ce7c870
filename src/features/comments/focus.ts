/**
 * Where focus goes in the Comments dialog after the list changes under it (issue 23 item 9, WCAG 2.4.3):
 * a sent reply's box closes and a deleted comment's card goes, and the focus they held would otherwise drop
 * to <body>, outside the dialog, with no visible ring. It goes to the comment that was sent, or to the one
 * that took the deleted one's place; with no comment left, to the comment box.
 */

/** The DOM id of a comment's card, so that focus can be sent to it (the card takes focus, tabIndex -1). */
export const commentDomId = (commentId: string) => `comment-${commentId}`;

/** How many frames to wait for the card to be drawn (the cache change renders on the next one). */
const FRAMES = 10;

/**
 * Focuses the card of `commentId` (or the comment box when null) inside `dialog` once it is drawn, unless
 * the reader has meanwhile put focus outside the dialog (then it is left where they put it).
 */
export function focusInDialog(dialog: Element | null | undefined, commentId: string | null): void {
  if (!dialog) return;
  let frames = 0;
  const attempt = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost && !dialog.contains(active)) return;
    const card = commentId ? document.getElementById(commentDomId(commentId)) : null;
    const target = commentId
      ? card && dialog.contains(card)
        ? card
        : null
      : dialog.querySelector<HTMLElement>('textarea');
    if (target) return target.focus();
    frames += 1;
    if (frames < FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
