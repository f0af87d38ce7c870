import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setTokenGetter } from '@/api/client';
import { ENDPOINTS } from '@/api/endpoints';
import type { SessionUser } from '@/api/types';
import { sessionStore } from '@/lib/session';
import {
  countAllNotifications,
  notificationCheckAnswered,
  notificationsDeleted,
  notificationsSeen,
  readBaseline,
  BASELINE_KEY,
} from '@/lib/unseen-notifications';
import { unseenPrefix } from '@/lib/unseen-title';
import { server } from '@/mocks/node';
import { recordRequests, signInAs } from '../support/sign-in-as';

/**
 * Issue 17 item 6, the baseline rules (docs/decisions/0013): the title counts total − baseline while the
 * flag is set, where the baseline is, per user on this browser, the total they had when they last saw
 * their notifications.
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
const setFlag = (flag: boolean) => sessionStore.update({ new_notification_available: flag });

describe('the unseen count in the title', () => {
  it('is total − baseline while the flag is set, and nothing once it clears', () => {
    signIn();
    notificationsSeen(40);
    expect(readBaseline('u1')).toBe(40);
    notificationCheckAnswered(true, 43);
    setFlag(true);
    expect(unseenPrefix()).toBe('(3) ');
    setFlag(false);
    expect(unseenPrefix()).toBe('');
  });

  it('shows nothing until this session has checked, even with the flag from sign-in', () => {
    window.localStorage.setItem(`${BASELINE_KEY}u1`, '5');
    signIn('u1', true);
    expect(unseenPrefix()).toBe('');
    notificationCheckAnswered(true, 7);
    expect(unseenPrefix()).toBe('(2) ');
    // A new sign-in is a new session: its own check comes first.
    signIn('u1', true);
    expect(unseenPrefix()).toBe('');
  });

  it('is a dot when this browser has no baseline, or the count failed', () => {
    signIn('u1', true);
    notificationCheckAnswered(true, 12);
    expect(unseenPrefix()).toBe('(•) ');
    notificationsSeen(12);
    notificationCheckAnswered(true, null);
    setFlag(true);
    expect(unseenPrefix()).toBe('(•) ');
  });

  it('is at least 1 while the flag is set (notifications deleted elsewhere), and at most 99+', () => {
    signIn('u1', true);
    notificationsSeen(10);
    notificationCheckAnswered(true, 8);
    setFlag(true);
    expect(unseenPrefix()).toBe('(1) ');
    notificationCheckAnswered(true, 200);
    expect(unseenPrefix()).toBe('(99+) ');
  });

  it('keeps baselines per user', () => {
    signIn('u1');
    notificationsSeen(4);
    signIn('u2', true);
    notificationCheckAnswered(true, 6);
    expect(readBaseline('u2')).toBeNull();
    expect(unseenPrefix()).toBe('(•) ');
    expect(readBaseline('u1')).toBe(4);
  });
});

describe('the baseline', () => {
  it('goes down with deleted notifications, which had been seen', () => {
    signIn('u1', true);
    notificationsSeen(20);
    notificationsDeleted(2);
    expect(readBaseline('u1')).toBe(18);
    // One new one since: the count is 1, not 3.
    notificationCheckAnswered(true, 19);
    setFlag(true);
    expect(unseenPrefix()).toBe('(1) ');
  });

  it('becomes the last total known when a check finds everything seen, without asking', () => {
    signIn('u1');
    notificationCheckAnswered(true, 9);
    notificationCheckAnswered(false, null);
    expect(readBaseline('u1')).toBe(9);
  });

  it('is not invented when a check finds everything seen and no total is known', () => {
    signIn('u1');
    notificationCheckAnswered(false, null);
    expect(readBaseline('u1')).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    window.localStorage.setItem(`${BASELINE_KEY}u1`, 'lots');
    expect(readBaseline('u1')).toBeNull();
  });
});

describe('one count for the check and the notifications page', () => {
  it('shares a call made in the last few seconds, then asks again', async () => {
    const reader = await signInAs('reader');
    sessionStore.signIn(reader);
    setTokenGetter(sessionStore.token);
    const requests = recordRequests();
    const [first, second] = await Promise.all([countAllNotifications(), countAllNotifications()]);
    expect(first).toBe(second);
    await countAllNotifications();
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6_000);
    await countAllNotifications();
    vi.useRealTimers();
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(2);
    expect(requests.bodies(ENDPOINTS.allNotificationsCount)[0]).toEqual({ filter: 'all' });
  });

  it('does not keep a failed call', async () => {
    const reader = await signInAs('reader');
    sessionStore.signIn(reader);
    setTokenGetter(sessionStore.token);
    server.use(
      http.post(
        `*${ENDPOINTS.allNotificationsCount}`,
        () => HttpResponse.json({ error: 'Down for a moment' }, { status: 500 }),
        { once: true },
      ),
    );
    await expect(countAllNotifications()).rejects.toThrow('Down for a moment');
    await expect(countAllNotifications()).resolves.toBeGreaterThanOrEqual(0);
  });
});
