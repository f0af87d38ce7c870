import { STORAGE_KEYS } from '@/config/storage-keys';
import { commentDraftsOf } from './comment-drafts';
import { hasProfileDraft, profileDraftKey } from './profile-draft';
import { removeItem } from './storage';

/**
 * Private writing stays private (issue 29 item 17): the editor's unsaved copies (src/features/editor/
 * local-copy.ts) live in this browser's localStorage, and comments and replies being written
 * (src/lib/comment-drafts.ts) and Edit profile's changes (src/lib/profile-draft.ts) in this tab's
 * sessionStorage, named by user. Sign Out removes them, after saying
 * so, so the next person at a shared computer cannot open them. An expired session does not: the writer
 * signs in again and finds the work.
 *
 * A tab whose user signed out on purpose writes no copy of that user any more (its editor closing after
 * the sign-out would otherwise write one back), until that user signs in again.
 */
const forgotten = new Set<string>();

function localKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/** The keys of this user's editor copies; `before` them, of what is kept beside them (local-copy.ts writeSent). */
function editorCopiesOf(userId: string, before = ''): string[] {
  const prefixes = [STORAGE_KEYS.editorCopy, STORAGE_KEYS.editorCopyLegacy].map(
    (prefix) => `${before}${prefix}${userId}:`,
  );
  return localKeys().filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/** The keys of the unsaved writing this user has in this browser (other tabs' comment drafts are theirs). */
export function unsavedWritingOf(userId: string): string[] {
  return [
    ...editorCopiesOf(userId),
    ...commentDraftsOf(userId),
    ...(hasProfileDraft(userId) ? [profileDraftKey(userId)] : []),
  ];
}

/** Removes it, and writes none of this user's copies again in this tab until they sign in. */
export function forgetUnsavedWriting(userId: string): void {
  forgotten.add(userId);
  // With what a new blog's save sent from them (a title among it).
  for (const key of [...editorCopiesOf(userId), ...editorCopiesOf(userId, STORAGE_KEYS.editorSent)])
    removeItem('local', key);
  for (const key of commentDraftsOf(userId)) removeItem('session', key);
  removeItem('session', profileDraftKey(userId));
}

export function isWritingForgotten(userId: string): boolean {
  return forgotten.has(userId);
}

/** The user signed in again: their writing is kept again. */
export function keepWritingOf(userId: string): void {
  forgotten.delete(userId);
}

/** Tests start from a known state (files share a module graph: vite.config.ts). */
export function keepAllWriting(): void {
  forgotten.clear();
}
