import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setTokenGetter } from '@/api/client';
import { ENDPOINTS } from '@/config/endpoints';
import type { SessionUser } from '@/api/types';
import { notificationKeys } from '@/lib/query-keys';
import { sessionStore } from '@/lib/session';
import {
  answerCheck,
  countAllNotifications,
  notificationsDeleted,
  notificationsSeen,
  readBaseline,
  BASELINE_KEY,
} from '@/lib/unseen-notifications';
import { unseenPrefix, type NotificationCheck } from '@/lib/unseen-title';
import { server } from '@/mocks/node';
import { recordRequests, signInAs } from '../support/sign-in-as';

/**
 * Issue 17 item 6, the baseline rules (docs/decisions/0013): the title counts total − baseline while the
 * flag is set, where the baseline is, per user on this browser, the total they had when they last saw
 * their notifications. Issue 24: the total and the check's answer live in the query cache (0022).
 */
let tokens = 0;
function signIn(id = 'u1', flag = false): SessionUser {
  const user: SessionUser = {
    access_token: `token-${++tokens}`,
    _id: id,
    username: id,
    fullname: 'Test User',
    profile_img: '',
    isAdmin: false,
    new_notification_available: flag,
    personal_info: { fullname: 'Test User', username: id, profile_img: '', email: `${id}@x.test` },
  };
  sessionStore.signIn(user);
  return user;
}

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setTokenGetter(sessionStore.token);
});

/** A check in `user`'s session that found `flag`, the server's total being `total` (cached: no call). */
async function check(user: SessionUser, flag: boolean, total?: number): Promise<NotificationCheck> {
  if (total !== undefined) client.setQueryData(notificationKeys.total(user._id), total);
  const unseen = await answerCheck(client, user, flag);
  return { token: user.access_token, flag, startedAt: Date.now(), unseen };
}
const flagged = (user: SessionUser, flag = true) => ({ ...user, new_notification_available: flag });

describe('the unseen count in the title', () => {
  it('is total − baseline while the flag is set, and nothing once it clears', async () => {
    const user = signIn();
    notificationsSeen(user, 40);
    expect(readBaseline('u1')).toBe(40);
    const answer = await check(user, true, 43);
    expect(unseenPrefix(flagged(user), answer)).toBe('(3) ');
    expect(unseenPrefix(flagged(user, false), answer)).toBe('');
  });

  it('shows nothing until this session has checked, even with the flag from sign-in', async () => {
    window.localStorage.setItem(`${BASELINE_KEY}u1`, '5');
    const user = signIn('u1', true);
    expect(unseenPrefix(user, undefined)).toBe('');
    const answer = await check(user, true, 7);
    expect(unseenPrefix(user, answer)).toBe('(2) ');
    // A new sign-in is a new session: its own check comes first.
    expect(unseenPrefix(signIn('u1', true), answer)).toBe('');
  });

  it('is a dot when this browser has no baseline, or the count failed', async () => {
    const user = signIn('u1', true);
    expect(unseenPrefix(user, await check(user, true, 12))).toBe('(•) ');
    notificationsSeen(user, 12);
    client.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(`*${ENDPOINTS.allNotificationsCount}`, () =>
        HttpResponse.json({ error: 'Down' }, { status: 500 }),
      ),
    );
    expect(unseenPrefix(user, await check(user, true))).toBe('(•) ');
  });

  it('is at least 1 while the flag is set (notifications deleted elsewhere), and at most 99+', async () => {
    const user = signIn('u1', true);
    notificationsSeen(user, 10);
    expect(unseenPrefix(user, await check(user, true, 8))).toBe('(1) ');
    expect(unseenPrefix(user, await check(user, true, 200))).toBe('(99+) ');
  });

  it('keeps baselines per user', async () => {
    notificationsSeen(signIn('u1'), 4);
    const other = signIn('u2', true);
    const answer = await check(other, true, 6);
    expect(readBaseline('u2')).toBeNull();
    expect(unseenPrefix(other, answer)).toBe('(•) ');
    expect(readBaseline('u1')).toBe(4);
  });
});

describe('the baseline', () => {
  it('goes down with deleted notifications, which had been seen, and the known total with it', async () => {
    const user = signIn('u1', true);
    notificationsSeen(user, 20);
    client.setQueryData(notificationKeys.total('u1'), 20);
    notificationsDeleted(client, user, 2);
    expect(readBaseline('u1')).toBe(18);
    expect(client.getQueryData(notificationKeys.total('u1'))).toBe(18);
    // One new one since: the count is 1, not 3.
    expect(unseenPrefix(user, await check(user, true, 19))).toBe('(1) ');
  });

  it('comes down to the total when notifications went elsewhere, so the next new one counts', async () => {
    const user = signIn('u1', true);
    notificationsSeen(user, 10);
    // An unlike and a comment its writer deleted, in another browser: the server has 8, none new.
    expect((await check(user, true, 8)).unseen).toBeLessThanOrEqual(0);
    expect(readBaseline('u1')).toBe(8);
    // Then one new notification.
    const answer = await check(user, true, 9);
    expect(answer.unseen).toBe(1);
    expect(unseenPrefix(user, answer)).toBe('(1) ');
  });

  it('becomes the last total known when a check finds everything seen, without asking', async () => {
    const user = signIn('u1');
    const requests = recordRequests();
    await check(user, true, 9);
    expect((await check(user, false)).unseen).toBeUndefined();
    expect(readBaseline('u1')).toBe(9);
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(0);
  });

  it('is not invented when a check finds everything seen and no total is known', async () => {
    const user = signIn('u1');
    await check(user, false);
    expect(readBaseline('u1')).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    window.localStorage.setItem(`${BASELINE_KEY}u1`, 'lots');
    expect(readBaseline('u1')).toBeNull();
  });
});

describe('one count for the check and the notifications page', () => {
  it('shares a call under way or made in the last few seconds, then asks again', async () => {
    const reader = await signInAs('reader');
    sessionStore.signIn(reader);
    const requests = recordRequests();
    const [first, second] = await Promise.all([
      countAllNotifications(client, reader),
      countAllNotifications(client, reader),
    ]);
    expect(first).toBe(second);
    await countAllNotifications(client, reader);
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6_000);
    await countAllNotifications(client, reader);
    vi.useRealTimers();
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(2);
    expect(requests.bodies(ENDPOINTS.allNotificationsCount)[0]).toEqual({ filter: 'all' });
  });

  it('does not keep a failed call', async () => {
    const reader = await signInAs('reader');
    sessionStore.signIn(reader);
    server.use(
      http.post(
        `*${ENDPOINTS.allNotificationsCount}`,
        () => HttpResponse.json({ error: 'Down for a moment' }, { status: 500 }),
        { once: true },
      ),
    );
    await expect(countAllNotifications(client, reader)).rejects.toThrow('Down for a moment');
    await expect(countAllNotifications(client, reader)).resolves.toBeGreaterThanOrEqual(0);
  });
});
