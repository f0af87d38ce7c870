import { STORAGE_KEYS } from '@/config/storage-keys';
import { readItem, removeItem, writeItem } from './storage';

/**
 * Edit profile's changes not yet updated, kept as they are typed in this tab's sessionStorage, named by the
 * user: an Update that finds the session expired goes to sign-in, and the form finds them again after it (as
 * the editor's copies and comment drafts do). Updating ends it, and so does leaving on purpose (the form's
 * leave question says they are lost); Sign Out removes it with the rest of the user's unsaved writing
 * (unsaved-writing.ts).
 */
export function profileDraftKey(userId: string): string {
  return `${STORAGE_KEYS.profileDraft}${userId}`;
}

/** The draft kept for `userId`, as written (the form checks its fields), or null. */
export function readProfileDraft(userId: string): unknown {
  const raw = readItem('session', profileDraftKey(userId));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeProfileDraft(userId: string, draft: unknown): void {
  writeItem('session', profileDraftKey(userId), JSON.stringify(draft));
}

export function removeProfileDraft(userId: string): void {
  removeItem('session', profileDraftKey(userId));
}

/** Whether this tab keeps a draft for `userId` (Sign Out counts it). */
export function hasProfileDraft(userId: string): boolean {
  return readItem('session', profileDraftKey(userId)) !== null;
}
