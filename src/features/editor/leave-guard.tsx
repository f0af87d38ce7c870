import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { sessionStore } from '@/lib/session';

export const LEAVE_TEXTS = {
  title: 'Leave without saving?',
  text: 'Your changes are not published or saved as a draft yet. They stay in this browser and come back when you open this blog in the editor again.',
  stay: 'Keep editing',
  leave: 'Leave',
  uploadingTitle: 'Leave while an image is uploading?',
  uploadingText:
    'An image is still uploading. If you leave now, it will not be in your blog. Your other changes stay in this browser and come back when you open this blog in the editor again.',
} as const;

/**
 * Leaving the editor with unsaved changes asks first (issue 14): a link or Back through the data router's
 * blocker, a reload or closing the tab through beforeunload (PITFALLS: useBlocker does not see those).
 * An image still uploading asks too (issue 23 item 7), in its own words: it would be lost.
 * A signed-out session is never held back: the session handler's redirect to sign-in after a 401 must go
 * through, and the work waits in the local draft.
 */
export function LeaveGuard({ when, uploading = false }: { when: boolean; uploading?: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && Boolean(sessionStore.get()) && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={uploading ? LEAVE_TEXTS.uploadingTitle : LEAVE_TEXTS.title}
      text={uploading ? LEAVE_TEXTS.uploadingText : LEAVE_TEXTS.text}
      cancelLabel={LEAVE_TEXTS.stay}
      confirmLabel={LEAVE_TEXTS.leave}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
