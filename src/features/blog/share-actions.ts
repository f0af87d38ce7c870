import { toast } from '@/lib/toast';

/**
 * Issue 17 item 5: what Copy link and Share… do (docs/decisions/0013). ShareButtons loads this right after
 * the blog page shows, off the first-load path; a click only waits for it if it comes first.
 */

/** What the reader is told. */
export const SHARE_TEXTS = {
  copied: 'Link copied',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
  shareFailed: 'Could not open sharing. Use Copy link instead.',
} as const;

/** One toast for the share controls: a second click replaces the first message instead of stacking. */
const SHARE_TOAST = { id: 'share' };

/**
 * The fallback for a browser without the asynchronous clipboard, or one that refuses it (an insecure page,
 * a denied permission): a read-only field, selected and copied the old way, then removed. Focus goes back
 * to the button that asked.
 */
function copyBySelection(text: string): boolean {
  const back = document.activeElement;
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated, but the only copy that works where navigator.clipboard does not.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    if (back instanceof HTMLElement) back.focus();
  }
}

export async function copyLink(url: string): Promise<void> {
  let copied: boolean;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    copied = copyBySelection(url);
  }
  if (copied) toast.success(SHARE_TEXTS.copied, SHARE_TOAST);
  else toast.error(SHARE_TEXTS.copyFailed, SHARE_TOAST);
}

export async function shareNatively(data: ShareData): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    // The reader closed the share sheet: nothing went wrong.
    // (Not `instanceof Error`: a DOMException need not be one in every engine.)
    if ((error as { name?: unknown } | null)?.name === 'AbortError') return;
    toast.error(SHARE_TEXTS.shareFailed, SHARE_TOAST);
  }
}
