import { STORAGE_KEYS } from '@/config/storage-keys';
import { blank } from '@/lib/blank';
import { readItem, removeItem, writeItem } from '@/lib/storage';
import { isWritingForgotten } from '@/lib/unsaved-writing';
import { cleanBlocks } from './blog-data';
import type { BlogDraft } from './rules';

/**
 * Never lose work (issues 14 and 28 item 3): what the author writes is kept in localStorage as they type, in a
 * copy of each open editor's own, named by the signed-in user, the blog (or 'new') and the tab's writing
 * session. A second tab never takes over another's copy; a reload finds its own (the session lives in the
 * tab's sessionStorage, which a reload keeps); a copy whose tab was closed or crashed is offered when the
 * blog is opened again, never taken without asking. The copy goes after a successful save, or when the
 * author discards it, or signs out. What comes back from storage is treated like any stored blog: checked
 * field by field and its blocks cleaned before they reach the editor.
 *
 * Which tabs are open is known from the Web Locks API: each writing session holds a lock named after it for
 * as long as its tab lives; the browser releases it when the tab closes or crashes.
 */

const PREFIX = STORAGE_KEYS.editorCopy.slice(0, -1);
/** Issue 14's single slot per user and blog, read once as a copy whose tab is gone. */
const LEGACY_PREFIX = STORAGE_KEYS.editorCopyLegacy.slice(0, -1);
const VERSION = 2;
const SESSION_KEY = 'inkwell:editor-session';
/** The session of a page of this tab that is open now (tabSession). */
const LIVE_KEY = 'inkwell:editor-session-live';
const LOCK_PREFIX = 'inkwell-editor-session:';

export interface LocalCopy {
  key: string;
  /** The writing session (tab) it belongs to. */
  session: string;
  draft: BlogDraft;
  /** When it was last written (ms since epoch). */
  savedAt: number;
  /** The mark (blog-data.ts draftMark) of the saved version this work was written over; unknown in older copies. */
  base?: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const blogPart = (blogId: string | null) => blogId ?? 'new';

export function copyKey(userId: string, blogId: string | null, session: string): string {
  return `${PREFIX}:${userId}:${blogPart(blogId)}:${session}`;
}

function randomId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let session: string | null = null;

/**
 * This tab's writing session: kept in sessionStorage, so a reload is the same session (and finds its copy),
 * and held by a Web Lock while the tab lives, so other tabs know it is open. A reload's new page asks for the
 * lock and has it as soon as the old page has let it go.
 *
 * A tab the browser duplicates copies sessionStorage, session included: two tabs writing one copy would
 * each overwrite the other's work. So a page marks its session live (LIVE_KEY) until it goes (`pagehide`, which
 * a reload fires first): a page that finds its session marked live is a duplicate of a page still open, and
 * takes a session of its own (docs/decisions/0054). A page marks it once it writes (the editor opened there).
 */
export function tabSession(): string {
  if (session) return session;
  const stored = readItem('session', SESSION_KEY);
  const duplicated = stored !== null && readItem('session', LIVE_KEY) === stored;
  session = stored && /^[\w-]{8,64}$/.test(stored) && !duplicated ? stored : randomId();
  writeItem('session', SESSION_KEY, session);
  const mine = session;
  const markLive = () => writeItem('session', LIVE_KEY, mine);
  markLive();
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => removeItem('session', LIVE_KEY));
    // Back from another site to this very page (the back/forward cache): it is live again.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) markLive();
    });
  }
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  void locks
    ?.request(`${LOCK_PREFIX}${session}`, () => new Promise<never>(() => undefined))
    .catch(() => undefined);
  return session;
}

/** The writing sessions of the tabs open now, or null where the browser cannot tell. */
export async function openSessions(): Promise<Set<string> | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return null;
  try {
    const { held = [] } = await locks.query();
    return new Set(
      held
        .map((lock) => lock.name ?? '')
        .filter((name) => name.startsWith(LOCK_PREFIX))
        .map((name) => name.slice(LOCK_PREFIX.length)),
    );
  } catch {
    return null;
  }
}

function parse(key: string, session: string, raw: string | null): LocalCopy | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if ((value.v !== VERSION && value.v !== 1) || typeof value.savedAt !== 'number') return null;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return {
      key,
      session,
      savedAt: value.savedAt,
      ...(typeof value.base === 'string' ? { base: value.base } : {}),
      draft: {
        banner: text(value.banner),
        title: text(value.title),
        des: text(value.des),
        tags: strings(value.tags),
        blocks: cleanBlocks(Array.isArray(value.blocks) ? value.blocks : []),
      },
    };
  } catch {
    // A corrupt copy is no copy: the editor opens the saved blog.
    return null;
  }
}

export function readCopy(key: string): LocalCopy | null {
  const session = key.slice(key.lastIndexOf(':') + 1);
  return parse(key, session, readItem('local', key));
}

/** Each block's JSON, once per block object (the document keeps unchanged blocks as the same objects). */
const blockJson = new WeakMap<object, string>();
function jsonOf(block: object): string {
  let json = blockJson.get(block);
  if (json === undefined) {
    json = JSON.stringify(block);
    blockJson.set(block, json);
  }
  return json;
}

/** The user a copy's key names (the part after the prefix). */
const userOfKey = (key: string) => key.slice(PREFIX.length + 1).split(':')[0] ?? '';

/**
 * Writes a copy. A 2,000-block post is serialized block by block, each block once while it is unchanged: a
 * write after a keystroke serializes one block (issue 28 item 7). Answers false when the browser would not
 * keep it (its storage full or turned off): the writer is told, since the editor's promise that changes stay
 * in this browser no longer holds.
 */
export function writeCopy(key: string, draft: BlogDraft, now = Date.now(), base?: string): boolean {
  // Its user signed out on purpose in this browser: their writing is not kept (issue 29 item 17).
  if (isWritingForgotten(userOfKey(key))) return true;
  const { blocks, ...fields } = draft;
  const head = JSON.stringify({ v: VERSION, savedAt: now, base, ...fields });
  return writeItem(
    'local',
    key,
    `${head.slice(0, -1)},"blocks":[${blocks.map(jsonOf).join(',')}]}`,
  );
}

/**
 * What a new blog's save sent from the copy `key` (its title, banner and description, as what, and when),
 * kept until a save answers. A reload while it was out loses the answer but not this: the next save finds the
 * post it may have made among the writer's blogs and goes on as it, instead of making a second (decision
 * 0066).
 */
export interface FirstSent {
  title: string;
  banner: string;
  des: string;
  asDraft: boolean;
  at: number;
}

const sentKey = (key: string) => STORAGE_KEYS.editorSent + key;

export function readSent(key: string): FirstSent | null {
  try {
    const value = JSON.parse(readItem('local', sentKey(key)) ?? 'null') as Record<string, unknown>;
    const { title, banner, des, asDraft, at } = value ?? {};
    return typeof title === 'string' &&
      typeof banner === 'string' &&
      typeof des === 'string' &&
      typeof asDraft === 'boolean' &&
      typeof at === 'number'
      ? { title, banner, des, asDraft, at }
      : null;
  } catch {
    return null;
  }
}

export function writeSent(key: string, sent: FirstSent | null): void {
  if (sent) writeItem('local', sentKey(key), JSON.stringify(sent));
  else removeItem('local', sentKey(key));
}

/** The copy goes, and with it what a save sent from it. */
export function removeCopy(key: string): void {
  removeItem('local', key);
  removeItem('local', sentKey(key));
}

function storageKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/** Every copy of this user's blog (or new blog) in this browser, newest first. */
export function copiesOf(userId: string, blogId: string | null): LocalCopy[] {
  const prefix = `${PREFIX}:${userId}:${blogPart(blogId)}:`;
  const legacy = `${LEGACY_PREFIX}:${userId}:${blogPart(blogId)}`;
  return storageKeys()
    .flatMap((key) => {
      if (key.startsWith(prefix)) return [readCopy(key)];
      if (key === legacy) return [parse(key, 'legacy', readItem('local', key))];
      return [];
    })
    .filter((copy): copy is LocalCopy => copy !== null)
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** A copy holding nothing worth restoring. */
export function isEmptyDraft(draft: BlogDraft): boolean {
  return (
    !draft.banner &&
    blank(draft.title) &&
    blank(draft.des) &&
    !draft.tags.length &&
    !draft.blocks.some(
      (block) => block.type !== 'paragraph' || !blank(String(block.data.text ?? '')),
    )
  );
}

/**
 * The copies of a blog that is not on the server any more (deleted meanwhile), made copies of a new blog, so
 * the writer finds them in the editor's new blog (docs/decisions/0054). The newest becomes this tab's own
 * (restored on opening) unless this tab already has a new blog of its own in writing; the others, and that
 * case, are left as closed tabs' copies, which the new blog offers. Answers how many were moved.
 */
export function moveCopiesToNew(userId: string, copies: readonly LocalCopy[]): number {
  const own = copyKey(userId, null, tabSession());
  const ownWork = readCopy(own);
  let ownFree = !ownWork || isEmptyDraft(ownWork.draft);
  let moved = 0;
  for (const copy of copies) {
    const key = ownFree ? own : copyKey(userId, null, `moved-${randomId()}`);
    if (!writeCopy(key, copy.draft, copy.savedAt)) continue;
    // What a save sent from it goes with it (decision 0066), and nothing else's stays there.
    writeSent(key, readSent(copy.key));
    ownFree = false;
    removeCopy(copy.key);
    moved += 1;
  }
  return moved;
}
