import type { RefObject } from 'react';
import { LeaveGuard as Guard, type LeaveState } from '@/components/ui/leave-guard';

export const LEAVE_TEXTS = {
  title: 'Leave without saving?',
  text: 'Your changes are not published or saved as a draft yet. They stay in this browser and come back when you open this blog in the editor again.',
  stay: 'Keep editing',
  leave: 'Leave',
  /** When the browser would not keep a copy (its storage full or turned off). */
  unkeptText:
    'Your changes are not published or saved as a draft yet, and this browser cannot keep a copy of them: if you leave, they are lost.',
  uploadingTitle: 'Leave while an image is uploading?',
  uploadingText:
    'An image is still uploading. If you leave now, it will not be in your blog. Your other changes stay in this browser and come back when you open this blog in the editor again.',
} as const;

/**
 * Leaving the editor with unsaved changes asks first (issue 14; src/components/ui/leave-guard.tsx). An image
 * still uploading asks too (issue 23 item 7), in its own words: it would be lost. After a 401 the guard lets
 * the redirect to sign-in through, and the work waits in the local copy. While a save of all the work is out,
 * leaving waits for its answer instead of saying the changes are not saved (decision 0063).
 */
export function LeaveGuard({
  when,
  uploading = false,
  unkept = false,
  saving = false,
  leaveRef,
  onStay,
}: {
  when: boolean;
  uploading?: boolean;
  /** The browser would not keep a copy of the work: leaving loses it, and the question says so. */
  unkept?: boolean;
  /**
   * A save of everything there is is out: a leaving waits for its answer, and is asked about only if that
   * save fails (decision 0063).
   */
  saving?: boolean;
  leaveRef?: RefObject<LeaveState>;
  onStay?: () => void;
}) {
  return (
    <Guard
      when={when}
      saving={saving && !uploading}
      leaveRef={leaveRef}
      onStay={onStay}
      question={{
        title: uploading ? LEAVE_TEXTS.uploadingTitle : LEAVE_TEXTS.title,
        text: uploading
          ? LEAVE_TEXTS.uploadingText
          : unkept
            ? LEAVE_TEXTS.unkeptText
            : LEAVE_TEXTS.text,
        stay: LEAVE_TEXTS.stay,
        leave: LEAVE_TEXTS.leave,
      }}
    />
  );
}
