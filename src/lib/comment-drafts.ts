import { STORAGE_KEYS } from '@/config/storage-keys';
import { readItem, removeItem, writeItem } from './storage';

const VISITOR = 'visitor';

/**
 * A comment or reply being written is kept as it is typed, so closing the Comments panel (Escape, a click
 * outside), hiding a reply box, going to another page or reloading never loses it: the box shows it again
 * when it opens. It lives in this tab's sessionStorage (a reload keeps it, closing the tab removes it), named
 * by the user, the blog and the comment replied to. Sending it or pressing Cancel ends it; Sign Out removes
 * a user's drafts with the rest of their unsaved writing (src/lib/unsaved-writing.ts).
 *
 * `userId` null: a visitor's, who is told to sign in first (SPEC §5) and finds the text once they have.
 */
export function commentDraftKey(
  userId: string | null,
  blogId: string,
  replyingTo: string | null,
): string {
  return `${STORAGE_KEYS.commentDraft}${userId ?? VISITOR}:${blogId}:${replyingTo ?? 'comment'}`;
}

/** The same draft as a visitor's. */
function visitorTwin(key: string): string {
  const rest = key.slice(STORAGE_KEYS.commentDraft.length);
  return `${STORAGE_KEYS.commentDraft}${VISITOR}${rest.slice(rest.indexOf(':'))}`;
}

/** The draft kept under `key`; a signed-in user's takes over what they wrote there as a visitor. */
export function readCommentDraft(key: string): string {
  const own = readItem('session', key);
  if (own) return own;
  const twin = visitorTwin(key);
  const visitors = twin === key ? null : readItem('session', twin);
  if (!visitors) return '';
  writeItem('session', key, visitors);
  removeItem('session', twin);
  return visitors;
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
