import { readItem, removeItem, writeItem } from '@/lib/storage';
import { cleanBlocks } from './blog-data';
import type { BlogDraft } from './rules';

/**
 * Never lose work (issue 14, beyond the spec): what the author writes is kept in localStorage as they type,
 * one slot per signed-in user and blog (and one for a new blog), so a reload, a crash, a lost connection, a
 * failed save or an expired session loses nothing. The slot is cleared after a successful publish or draft
 * save, or when the author discards it. What comes back from storage is treated like any stored blog:
 * checked field by field and its blocks cleaned before they reach the editor.
 */

const PREFIX = 'inkwell:editor-draft';
const VERSION = 1;

export interface LocalDraft {
  draft: BlogDraft;
  /** When it was last written (ms since epoch). */
  savedAt: number;
}

export function localDraftKey(userId: string, blogId: string | null): string {
  return `${PREFIX}:${userId}:${blogId ?? 'new'}`;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function readLocalDraft(key: string): LocalDraft | null {
  const raw = readItem('local', key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (value.v !== VERSION || typeof value.savedAt !== 'number') return null;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return {
      savedAt: value.savedAt,
      draft: {
        banner: text(value.banner),
        title: text(value.title),
        des: text(value.des),
        tags: strings(value.tags),
        blocks: cleanBlocks(Array.isArray(value.blocks) ? value.blocks : []),
      },
    };
  } catch {
    // A corrupt slot is no draft: the editor opens the saved blog.
    return null;
  }
}

export function writeLocalDraft(key: string, draft: BlogDraft, now = Date.now()): void {
  writeItem('local', key, JSON.stringify({ v: VERSION, savedAt: now, ...draft }));
}

export function clearLocalDraft(key: string): void {
  removeItem('local', key);
}

/** A new blog's slot holding nothing worth restoring. */
export function isEmptyDraft(draft: BlogDraft): boolean {
  return (
    !draft.banner &&
    !draft.title.trim() &&
    !draft.des.trim() &&
    !draft.tags.length &&
    !draft.blocks.length
  );
}
