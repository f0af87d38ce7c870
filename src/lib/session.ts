import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/api/types';
import { readSession } from '@/api/read';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { readItem, removeItem, writeItem } from './storage';
import { forgetUnsavedWriting, keepWritingOf } from './unsaved-writing';

/**
 * The session (SPEC §3, §4): the signed-in user kept in sessionStorage under `user`. A tiny external store
 * rather than React state, so the REST client's token getter and the 401 handler read the same truth as
 * components, without a provider in between.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * A kept session (this tab's, or one another tab sent) read field by field, as a sign-in answer is: an entry
 * another front end of the family or an older build wrote (no username, `isAdmin: "false"`, `_id: ''` where
 * the server answered none: the token says who it is) is a session of the right shape, not a crash on every
 * page or a reader offered Write (the session audit, 0062). A corrupt entry, or one without a token, is
 * signed out.
 */
function parse(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return readSession(JSON.parse(raw), 'session');
  } catch {
    return null;
  }
}

let current: SessionUser | null = parse(readItem('session', STORAGE_KEYS.user));

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Signed in in every tab (issue 29 item 16): src/lib/session-tabs.ts shares the session with the browser's
 * other tabs, downloaded apart from the first load. Until it has joined, a tab without a session counts as
 * asking them (`expectOtherTabs`), so guarded pages wait rather than send the reader to /signin.
 */
export type TabMessage =
  | { type: 'ask' }
  | { type: 'session'; user: unknown }
  /**
   * `user`: whose session ended (tabs signed in as someone else keep theirs); `forget`: the user whose unsaved
   * writing goes too (a Sign Out, not an expired session).
   */
  | { type: 'signed-out'; user?: string; forget?: string };

/** How long a new tab waits for an open tab's answer before it takes itself to be signed out. */
export const ASK_TABS_MS = 300;

let tellTabs: (message: TabMessage) => void = () => undefined;
let asking = false;
let askTimer: ReturnType<typeof setTimeout> | undefined;

function stopAsking() {
  clearTimeout(askTimer);
  if (!asking) return;
  asking = false;
  emit();
}

function store(user: SessionUser) {
  current = user;
  writeItem('session', STORAGE_KEYS.user, JSON.stringify(user));
}

function forget() {
  current = null;
  removeItem('session', STORAGE_KEYS.user);
}

export const sessionStore = {
  get: (): SessionUser | null => current,
  token: (): string | null => current?.access_token ?? null,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sign-in, Google sign-in and verification all store the returned user (SPEC §4). */
  signIn(user: SessionUser): void {
    store(user);
    keepWritingOf(user._id);
    stopAsking();
    tellTabs({ type: 'session', user });
    emit();
  },
  /** Merges fields such as new_notification_available, profile_img or username (SPEC §4). */
  update(fields: Partial<SessionUser>): void {
    if (!current) return;
    store({ ...current, ...fields });
    tellTabs({ type: 'session', user: current });
    emit();
  },
  /**
   * Sign Out removes the stored user (SPEC §4), in every tab. `forgetWriting` (the Sign Out button, not an
   * expired session) also removes their unsaved writing from this browser (issue 29 item 17).
   */
  signOut({ forgetWriting = false }: { forgetWriting?: boolean } = {}): void {
    // The editor names its copies by the user's id (editor-screen.tsx), as these do.
    const userId = current?._id ?? '';
    if (forgetWriting && userId) forgetUnsavedWriting(userId);
    forget();
    stopAsking();
    tellTabs({ type: 'signed-out', user: userId, forget: forgetWriting ? userId : '' });
    emit();
  },
  /** Whether this tab, signed out, is still waiting for an open tab's answer (guards wait for it). */
  asking: (): boolean => asking,
  /**
   * A tab without a session waits up to ASK_TABS_MS for the other tabs' answer (from its start, before the
   * code that asks them has arrived).
   */
  expectOtherTabs(): void {
    if (current || asking) return;
    asking = true;
    askTimer = setTimeout(stopAsking, ASK_TABS_MS);
  },
  /** session-tabs.ts's side: how to tell the other tabs, and what they said. */
  tabs: {
    connect(tell: (message: TabMessage) => void): () => void {
      tellTabs = tell;
      return () => {
        stopAsking();
        tellTabs = () => undefined;
      };
    },
    /** An open tab's session: taken when this tab has none, or is signed in as the same user. */
    heard(user: SessionUser): void {
      if (current && current._id !== user._id) return;
      store(user);
      keepWritingOf(user._id);
      clearTimeout(askTimer);
      asking = false;
      emit();
    },
    signedOut(forgetWritingOf?: string, user?: string): void {
      if (forgetWritingOf) forgetUnsavedWriting(forgetWritingOf);
      if (!current || (user && current._id !== user)) return;
      forget();
      emit();
    },
    parse,
  },
  /** Tests start from a known state. */
  reload(): void {
    current = parse(readItem('session', STORAGE_KEYS.user));
    emit();
  },
};

export function useSession(): SessionUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** Whether a signed-out tab still waits for an open tab's session (issue 29 item 16). */
export function useAskingTabs(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.asking, sessionStore.asking);
}

/**
 * Whose kept answers these are, for query keys: the user's id, or their username where the server told us
 * no id (src/api/auth.ts). Null when signed out.
 */
export function viewerId(user: SessionUser | null | undefined): string | null {
  return user ? user._id || user.username : null;
}
