import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/api/types';
import { tokenUserId } from '@/api/read';
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

function parse(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as SessionUser).access_token === 'string' &&
      (value as SessionUser).access_token
    ) {
      const user = value as SessionUser;
      // Kept by a version that stored `_id: ''` for servers that answer none: the token says who it is.
      return user._id ? user : { ...user, _id: tokenUserId(user.access_token) };
    }
  } catch {
    // A corrupt entry is treated as signed out.
  }
  return null;
}

let current: SessionUser | null = parse(readItem('session', STORAGE_KEYS.user));

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Signed in in every tab (issue 29 item 16). The session stays in each tab's sessionStorage (the design
 * card), and the open tabs of this browser share it over a BroadcastChannel (same origin only): a new tab
 * without one asks them, Sign Out in one tab signs out all of them, and a change of the user (a new
 * username or picture) reaches the tabs signed in as that user. A tab signed in as someone else keeps its
 * own user when another signs in.
 */
type Message =
  | { type: 'ask' }
  | { type: 'session'; user: unknown }
  /** `forget`: the user whose unsaved writing goes too (a Sign Out, not an expired session). */
  | { type: 'signed-out'; forget?: string };

const CHANNEL = 'inkwell-session';
/** How long a new tab waits for an open tab's answer before it takes itself to be signed out. */
export const ASK_TABS_MS = 300;

let channel: BroadcastChannel | null = null;
let asking = false;
let askTimer: ReturnType<typeof setTimeout> | undefined;

function tell(message: Message) {
  channel?.postMessage(message);
}

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

function hear(data: unknown) {
  if (!data || typeof data !== 'object') return;
  const message = data as Partial<Message>;
  if (message.type === 'ask') {
    if (current) tell({ type: 'session', user: current });
    return;
  }
  if (message.type === 'session' && 'user' in message) {
    const user = parse(JSON.stringify(message.user));
    if (!user || (current && current._id !== user._id)) return;
    store(user);
    keepWritingOf(viewerId(user) ?? user._id);
    clearTimeout(askTimer);
    asking = false;
    emit();
    return;
  }
  if (message.type === 'signed-out') {
    if (typeof message.forget === 'string') forgetUnsavedWriting(message.forget);
    if (!current) return;
    forget();
    emit();
  }
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
    keepWritingOf(viewerId(user) ?? user._id);
    stopAsking();
    tell({ type: 'session', user });
    emit();
  },
  /** Merges fields such as new_notification_available, profile_img or username (SPEC §4). */
  update(fields: Partial<SessionUser>): void {
    if (!current) return;
    store({ ...current, ...fields });
    tell({ type: 'session', user: current });
    emit();
  },
  /**
   * Sign Out removes the stored user (SPEC §4), in every tab. `forgetWriting` (the Sign Out button, not an
   * expired session) also removes their unsaved writing from this browser (issue 29 item 17).
   */
  signOut({ forgetWriting = false }: { forgetWriting?: boolean } = {}): void {
    const userId = current ? viewerId(current) : null;
    if (forgetWriting && userId) forgetUnsavedWriting(userId);
    forget();
    stopAsking();
    tell(forgetWriting && userId ? { type: 'signed-out', forget: userId } : { type: 'signed-out' });
    emit();
  },
  /** Whether this tab, signed out, is still waiting for an open tab's answer (guards wait for it). */
  asking: (): boolean => asking,
  /**
   * Joins the tabs' channel (once, at start): a tab without a session asks the open ones for theirs and
   * waits up to ASK_TABS_MS for an answer. Returns the leave function (tests).
   */
  shareAcrossTabs(): () => void {
    if (channel || typeof BroadcastChannel !== 'function') return () => undefined;
    const joined = new BroadcastChannel(CHANNEL);
    channel = joined;
    joined.onmessage = (event: MessageEvent) => hear(event.data);
    if (!current) {
      asking = true;
      askTimer = setTimeout(stopAsking, ASK_TABS_MS);
      tell({ type: 'ask' });
    }
    return () => {
      stopAsking();
      joined.close();
      if (channel === joined) channel = null;
    };
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
