import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export const UNPUBLISH_TITLE = 'Unpublish this blog?';
export const UNPUBLISH_CONFIRM = 'Unpublish and save as draft';
export const UNPUBLISH_CANCEL = 'Keep it published';

/** What Save Draft does to a published blog, said before it happens. */
export function unpublishText(title: string): string {
  const name = title.trim() ? `“${title.trim()}”` : 'this blog';
  return `This will unpublish ${name}: it is taken off the site, and readers following a link to it will find a “not found” page. It is kept in your drafts with your changes, and comes back when you publish it again.`;
}

/**
 * Issue 25 item 8: Save Draft on a published blog sends draft: true, which takes the blog off the site (SPEC
 * §2). Before that, the author is asked, in the app's accessible modal (the native <dialog>: focus on the safe
 * choice, Escape cancels, focus goes back to Save Draft). Cancel keeps everything as it is.
 */
export function UnpublishDialog({
  open,
  title,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={UNPUBLISH_TITLE}
      text={unpublishText(title)}
      confirmLabel={UNPUBLISH_CONFIRM}
      cancelLabel={UNPUBLISH_CANCEL}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
