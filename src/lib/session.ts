import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/api/types';
import { tokenUserId } from '@/api/read';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { readItem, removeItem, writeItem } from './storage';

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

export const sessionStore = {
  get: (): SessionUser | null => current,
  token: (): string | null => current?.access_token ?? null,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sign-in, Google sign-in and verification all store the returned user (SPEC §4). */
  signIn(user: SessionUser): void {
    current = user;
    writeItem('session', STORAGE_KEYS.user, JSON.stringify(user));
    emit();
  },
  /** Merges fields such as new_notification_available, profile_img or username (SPEC §4). */
  update(fields: Partial<SessionUser>): void {
    if (!current) return;
    current = { ...current, ...fields };
    writeItem('session', STORAGE_KEYS.user, JSON.stringify(current));
    emit();
  },
  /** Sign Out removes the stored user (SPEC §4). */
  signOut(): void {
    current = null;
    removeItem('session', STORAGE_KEYS.user);
    emit();
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

/**
 * Whose kept answers these are, for query keys: the user's id, or their username where the server told us
 * no id (src/api/auth.ts). Null when signed out.
 */
export function viewerId(user: SessionUser | null | undefined): string | null {
  return user ? user._id || user.username : null;
}
