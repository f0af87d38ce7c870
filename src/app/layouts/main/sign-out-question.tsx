import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export const SIGN_OUT_TEXTS = {
  title: 'Sign out and delete unsaved writing?',
  text: (count: number) =>
    count === 1
      ? 'You have unsaved writing in this browser. Signing out deletes it, so no one else at this computer can open it. To keep it, cancel and save it as a draft first.'
      : `You have ${count} pieces of unsaved writing in this browser. Signing out deletes them, so no one else at this computer can open them. To keep them, cancel and save them as drafts first.`,
  confirm: 'Sign Out and delete',
};

/**
 * Issue 29 item 17: Sign Out with unsaved writing in this browser says first that it goes with the session.
 * Downloaded when that happens (src/app/layouts/main/user-menu.tsx), not with every page.
 */
export function SignOutQuestion({
  count,
  onConfirm,
  onCancel,
}: {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={SIGN_OUT_TEXTS.title}
      text={SIGN_OUT_TEXTS.text(count)}
      confirmLabel={SIGN_OUT_TEXTS.confirm}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
