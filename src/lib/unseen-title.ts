import { useSyncExternalStore } from 'react';
import { sessionStore } from './session';

/**
 * Issue 17 item 6, the part every page needs at once (docs/decisions/0013): the number of unseen
 * notifications in front of the document title ('(3) …') while the session's flag is set. The count is
 * worked out by src/lib/unseen-notifications.ts, loaded only when there is something to count.
 *
 * `token`: the session the count was worked out in; `count` null: something is new, how much is unknown;
 * `checkStarted`: when the newest new-notification check began (Date.now()), whatever began it.
 */
export const unseen: { token?: string; count?: number | null; checkStarted: number } = {
  checkStarted: 0,
};

export function setUnseenCount(token: string, count: number | null): void {
  Object.assign(unseen, { token, count });
  sessionStore.touch();
}

/**
 * '(n) ' while the flag is set and this session has counted (n at least 1: the flag promises one), '(•) '
 * when the number is unknown, '' otherwise. A flag carried in by sign-in waits for the session's own check.
 */
export function unseenPrefix(): string {
  const user = sessionStore.get();
  const { count } = unseen;
  if (!user?.new_notification_available || unseen.token !== user.access_token) return '';
  if (count == null) return '(•) ';
  return `(${count > 99 ? '99+' : Math.max(1, count)}) `;
}

export const useUnseenPrefix = (): string =>
  useSyncExternalStore(sessionStore.subscribe, unseenPrefix, unseenPrefix);
