import { STORAGE_KEYS } from '@/config/storage-keys';
import { readItem, removeItem, writeItem } from './storage';

/**
 * A comment or reply being written is kept as it is typed, so closing the Comments panel (Escape, a click
 * outside), hiding a reply box, going to another page or reloading never loses it: the box shows it again
 * when it opens. It lives in this tab's sessionStorage (a reload keeps it, closing the tab removes it), named
 * by the user, the blog and the comment replied to. Sending it or pressing Cancel ends it; Sign Out removes
 * a user's drafts with the rest of their unsaved writing (src/lib/unsaved-writing.ts).
 */
export function commentDraftKey(userId: string, blogId: string, replyingTo: string | null): string {
  return `${STORAGE_KEYS.commentDraft}${userId}:${blogId}:${replyingTo ?? 'comment'}`;
}

export function readCommentDraft(key: string): string {
  return readItem('session', key) ?? '';
}

/** Keeps `text` under `key`; an empty text ends the draft. */
export function writeCommentDraft(key: string, text: string): void {
  if (text) writeItem('session', key, text);
  else removeItem('session', key);
}

/** The keys of this user's drafts in this tab. */
export function commentDraftsOf(userId: string): string[] {
  const prefix = `${STORAGE_KEYS.commentDraft}${userId}:`;
  try {
    return Object.keys(window.sessionStorage).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
}
