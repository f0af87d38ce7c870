import { skipToken, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/api/types';
import { notificationKeys } from './query-keys';
import { useSession, viewerId } from './session';

/**
 * Issue 17 item 6, the part every page needs at once (docs/decisions/0013, 0022): the number of unseen
 * notifications in front of the document title ('(3) …') while the session's flag is set. It is what the
 * newest new-notification check found (src/app/providers/use-notification-check.ts), kept in the query
 * cache with it; the counting itself is src/lib/unseen-notifications.ts, loaded only when there is
 * something to count.
 */
export interface NotificationCheck {
  /** The session the check was made in: a flag carried in by sign-in waits for the session's own check. */
  token: string;
  flag: boolean;
  /** When it began (Date.now()): the notifications page keeps a flag found after it was shown. */
  startedAt: number;
  /** Unseen: a number; null: something is new, how much is unknown; undefined: not counted. */
  unseen?: number | null;
}

export const checkKey = (user: SessionUser | null) => notificationKeys.flag(viewerId(user) ?? '');

/**
 * '(n) ' while the flag is set and this session's check has counted (n at least 1: the flag promises one),
 * '(•) ' when the number is unknown, '' otherwise.
 */
export function unseenPrefix(
  user: SessionUser | null,
  check: NotificationCheck | null | undefined,
): string {
  if (!user?.new_notification_available || !check || check.token !== user.access_token) return '';
  const count = check.unseen;
  if (count === undefined) return '';
  if (count === null) return '(•) ';
  return `(${count > 99 ? '99+' : Math.max(1, count)}) `;
}

/** The prefix, from the check's cache entry (read only, skipToken: the check's own hook asks). */
export function useUnseenPrefix(): string {
  const user = useSession();
  const { data } = useQuery<NotificationCheck | null>({
    queryKey: checkKey(user),
    queryFn: skipToken,
  });
  return unseenPrefix(user, data);
}
