import type { QueryClient } from '@tanstack/react-query';
import { allNotificationsCount } from '@/api/notifications';
import type { SessionUser } from '@/api/types';
import { notificationKeys } from './query-keys';
import { viewerId } from './session';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { readItem, writeItem } from './storage';

/**
 * Issue 17 item 6: how many notifications are unseen (docs/decisions/0013, 0022). The backend only says
 * whether there are any (GET /new-notification) and how many there are in all (all-notifications-count),
 * so this browser keeps, per user, the total they had when they last saw their notifications (the
 * baseline, in localStorage); the title shows the total minus it while the flag is set. The newest total
 * is the query cache's (notificationKeys.total). Loaded by the check only when it has something to count,
 * and by the notifications page.
 */

/** The check and the notifications page asking within this long share one count (a first visit). */
const SHARED_TOTAL_MS = 5_000;

/** The baseline's localStorage key prefix (per user id). */
export const BASELINE_KEY = STORAGE_KEYS.notificationsSeen;
const key = (userId: string) => BASELINE_KEY + userId;

export function readBaseline(userId: string): number | null {
  const value = Number(readItem('local', key(userId)) ?? NaN);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

const writeBaseline = (user: SessionUser, total: number) =>
  writeItem('local', key(user._id), String(Math.max(0, total)));

const totalKey = (user: SessionUser) => notificationKeys.total(viewerId(user) ?? '');

/**
 * all-notifications-count (filter 'all'), one call for the check and the notifications page when they ask
 * together: TanStack Query shares a call under way and, within SHARED_TOTAL_MS, its answer
 * (e2e/requests.spec.ts: each call of a first visit happens once).
 */
export function countAllNotifications(client: QueryClient, user: SessionUser): Promise<number> {
  return client.fetchQuery({
    queryKey: totalKey(user),
    queryFn: () => allNotificationsCount('all'),
    staleTime: SHARED_TOTAL_MS,
  });
}

const openedKey = (userId: string) => STORAGE_KEYS.notificationsOpened + userId;

/**
 * Issue 29 item 6: when the newest notification this user has opened in this browser was made (ms), or 0.
 * Servers that never mark notifications seen keep every item 'unseen': an item no newer than this was seen.
 */
export function readOpened(userId: string): number {
  const value = Number(readItem('local', openedKey(userId)) ?? NaN);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The notifications page showed notifications up to `newest` (their createdAt). */
export function notificationsOpened(user: SessionUser, newest: number): void {
  if (newest > readOpened(user._id)) writeItem('local', openedKey(user._id), String(newest));
}

/** The notifications page read the total of all notifications: the user has seen this many. */
export function notificationsSeen(user: SessionUser, total: number): void {
  writeBaseline(user, total);
}

/** Deleted notifications had been seen: the baseline and the known total go down with them. */
export function notificationsDeleted(client: QueryClient, user: SessionUser, count: number): void {
  const baseline = readBaseline(user._id);
  if (baseline !== null) writeBaseline(user, baseline - count);
  client.setQueryData<number>(totalKey(user), (total) =>
    total === undefined ? total : Math.max(0, total - count),
  );
}

/**
 * The check's part, what the title shows. With the flag set: count (once) and answer total − baseline
 * (null without a baseline, or when counting failed: SPEC §8, only logged). With it cleared everything is
 * seen: the newest total known in this tab becomes the baseline (none is asked for: a cleared flag costs
 * no request), and nothing is counted.
 */
export async function answerCheck(
  client: QueryClient,
  user: SessionUser,
  flag: boolean,
): Promise<number | null | undefined> {
  if (!flag) {
    const known = client.getQueryData<number>(totalKey(user));
    if (known !== undefined) writeBaseline(user, known);
    return undefined;
  }
  try {
    const total = await countAllNotifications(client, user);
    const seen = readBaseline(user._id);
    if (seen === null) return null;
    // Fewer than were seen: some went elsewhere (an unlike, a comment its writer deleted), which had been
    // seen. The baseline comes down with them, or every new one would stay dark until the total passed the
    // old figure again.
    if (total < seen) writeBaseline(user, total);
    return total - seen;
  } catch (error) {
    console.warn('Counting notifications failed', error);
    return null;
  }
}
