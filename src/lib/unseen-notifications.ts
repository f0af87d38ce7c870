import { allNotificationsCount } from '@/api/notifications';
import { sessionStore } from './session';
import { readItem, STORAGE_KEYS, writeItem } from './storage';
import { setUnseenCount } from './unseen-title';

/**
 * Issue 17 item 6: how many notifications are unseen (docs/decisions/0013). The backend only says whether
 * there are any (GET /new-notification) and how many there are in all (all-notifications-count), so this
 * browser keeps, per user, the total they had when they last saw their notifications (the baseline, in
 * localStorage); the title shows the total minus it while the flag is set (src/lib/unseen-title.ts).
 * Loaded by the check only when the flag is set, and by the notifications page.
 */

/** The newest total known in this tab, for the session (token) it was read in. */
let known: { token: string; total: number | null } | null = null;
/** The newest all-notifications-count call, shared by the check and the notifications page. */
let recent: { token: string; at: number; answer: Promise<number> } | null = null;

/** Two callers asking within this long (a first visit to the notifications page) share one call. */
const SHARE_COUNT_MS = 5_000;

/** The baseline's localStorage key prefix (per user id). */
export const BASELINE_KEY = STORAGE_KEYS.notificationsSeen;
const key = (userId: string) => BASELINE_KEY + userId;

export function readBaseline(userId: string): number | null {
  const value = Number(readItem('local', key(userId)) ?? NaN);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** Keeps the newest total (and baseline), and hands the title its count. */
function remember(total: number | null, baseline?: number) {
  const user = sessionStore.get();
  if (!user) return;
  const token = user.access_token;
  known = { token, total: total === null ? null : Math.max(0, total) };
  if (baseline !== undefined) writeItem('local', key(user._id), String(Math.max(0, baseline)));
  const seen = readBaseline(user._id);
  setUnseenCount(token, known.total === null || seen === null ? null : known.total - seen);
}

/**
 * all-notifications-count (filter 'all') through one call when the check and the notifications page ask
 * together (each call of a first visit happens once: e2e/requests.spec.ts).
 */
export function countAllNotifications(): Promise<number> {
  const token = sessionStore.token() ?? '';
  const now = Date.now();
  if (recent?.token === token && now - recent.at < SHARE_COUNT_MS) return recent.answer;
  const answer = allNotificationsCount('all');
  recent = { token, at: now, answer };
  answer.catch(() => {
    if (recent?.answer === answer) recent = null;
  });
  return answer;
}

/** The notifications page read the total of all notifications: the user has seen this many. */
export function notificationsSeen(total: number): void {
  remember(total, total);
}

/** Deleted notifications had been seen: the baseline and the known total go down with them. */
export function notificationsDeleted(count: number): void {
  const user = sessionStore.get();
  if (!user) return;
  const baseline = readBaseline(user._id);
  const total = known?.token === user.access_token ? known.total : null;
  remember(total === null ? null : total - count, baseline === null ? undefined : baseline - count);
}

/**
 * A notification check answered, before its flag is merged into the session. With the flag set, `total`
 * is the count it read (null when that failed). With it cleared everything is seen: the newest total known
 * in this tab becomes the baseline (none is asked for: a cleared flag costs no request).
 */
export function notificationCheckAnswered(flag: boolean, total: number | null): void {
  if (flag) return remember(total);
  const user = sessionStore.get();
  const last = user && known?.token === user.access_token ? known.total : null;
  remember(last, last ?? undefined);
}

/** The check's part: with the flag set, count (once) and record; a session that ended gets nothing. */
export async function answerCheck(flag: boolean, token: string): Promise<void> {
  let total: number | null = null;
  if (flag) {
    try {
      total = await countAllNotifications();
    } catch (error) {
      // SPEC §8: only logged; the title then says something is new, without a number.
      console.warn('Counting notifications failed', error);
    }
  }
  if (sessionStore.token() === token) notificationCheckAnswered(flag, total);
}
