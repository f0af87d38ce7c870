import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@/config/endpoints';
import { CHECK_AGAIN_AFTER_MS } from '@/app/providers/use-notification-check';
import { sessionStore } from '@/lib/session';
import { BASELINE_KEY, readBaseline } from '@/lib/unseen-notifications';
import { store } from '@/mocks/node';
import type { NotificationRecord } from '@/mocks/store/types';
import { renderApp } from '../render-app';
import { recordRequests, seedUser, signInAs } from '../support/sign-in-as';

/**
 * Issue 17 item 6 (docs/decisions/0013): the new-notification check also runs when the window regains
 * focus, at most once a minute and only while signed in; the bell follows; the document title shows how
 * many notifications are unseen as '(3) …', counted from the total the user had when they last saw them.
 */
vi.setConfig({ testTimeout: 20_000 });

const bell = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
    name: /^Notifications( \(new\))?$/,
  });
const baselineKey = (userId: string) => BASELINE_KEY + userId;
const inboxOf = (userId: string) =>
  store.db.notifications.filter((item) => item.notification_for === userId && item.user !== userId);

/** Another user likes one of the reader's blogs, or comments: a new, unseen notification. */
function notifyNew(userId: string) {
  const template = inboxOf(userId)[0] ?? store.db.notifications[0]!;
  const fresh: NotificationRecord = {
    ...template,
    _id: `live-${store.db.notifications.length}`,
    notification_for: userId,
    user: template.user === userId ? seedUser('amelia_hart')._id : template.user,
    seen: false,
    createdAt: new Date().toISOString(),
  };
  store.db.notifications.push(fresh);
}

/** The clock moves on (only Date: MSW, promises and Testing Library keep their real timers). */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}
afterEach(() => {
  vi.useRealTimers();
});

const regainFocus = () => act(() => void window.dispatchEvent(new Event('focus')));
const showTab = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));
/** Absence of a request can only be seen over time. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

async function signedInAtHome(who: 'admin' | 'reader') {
  const session = await signInAs(who);
  const requests = recordRequests();
  renderApp('/', { user: session });
  // The first render of a run also compiles the app's modules: give it time.
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
  await waitFor(() => expect(requests.count(ENDPOINTS.newNotification)).toBe(1));
  await settle();
  return { session, requests, checks: () => requests.count(ENDPOINTS.newNotification) };
}

describe('the check when the window regains focus', () => {
  it('runs at most once a minute since the last check, whatever started it', async () => {
    const { checks } = await signedInAtHome('reader');
    // The load's check was just now: focusing within the minute asks nothing.
    await regainFocus();
    await showTab();
    await settle();
    expect(checks()).toBe(1);

    later(CHECK_AGAIN_AFTER_MS + 1_000);
    await regainFocus();
    await waitFor(() => expect(checks()).toBe(2));
    // A second focus, and the tab shown again, right after: still the one check.
    await regainFocus();
    await showTab();
    await settle();
    expect(checks()).toBe(2);

    later(CHECK_AGAIN_AFTER_MS + 1_000);
    await showTab();
    await waitFor(() => expect(checks()).toBe(3));
  });

  it('does not run for a tab that is hidden', async () => {
    const { checks } = await signedInAtHome('reader');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    later(CHECK_AGAIN_AFTER_MS + 1_000);
    await showTab();
    await settle();
    expect(checks()).toBe(1);
    visibility.mockRestore();
  });

  it('does not run while signed out', async () => {
    const requests = recordRequests();
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Sign In' })).length).toBeGreaterThan(0);
    later(CHECK_AGAIN_AFTER_MS + 1_000);
    await regainFocus();
    await settle();
    expect(requests.count(ENDPOINTS.newNotification)).toBe(0);
  });

  it('merges a new notification into the session: the bell shows its red dot', async () => {
    const { session, requests } = await signedInAtHome('reader');
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(0);
    notifyNew(session._id);
    later(CHECK_AGAIN_AFTER_MS + 1_000);
    await regainFocus();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (new)'));
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
    expect(sessionStore.get()?.new_notification_available).toBe(true);
  });
});

describe('the title counts unseen notifications', () => {
  it("shows '(n) …' from the total and the user's baseline, and nothing once they are seen", async () => {
    const reader = await signInAs('reader');
    // The reader saw their notifications on this browser earlier; three came since.
    window.localStorage.setItem(baselineKey(reader._id), String(inboxOf(reader._id).length));
    for (let i = 0; i < 3; i += 1) notifyNew(reader._id);
    const requests = recordRequests();
    const view = renderApp('/', { user: reader });
    await waitFor(() => expect(document.title).toBe('(3) Inkwell Blog'));
    expect(requests.bodies(ENDPOINTS.allNotificationsCount)).toEqual([{ filter: 'all' }]);

    // Opening the notifications clears the flag (SPEC §4), and with it the count.
    await userEvent.setup().click(bell());
    await screen.findByRole('heading', { level: 1, name: 'Recent Notifications' });
    await waitFor(() => expect(document.title).toBe('Notifications | Inkwell'));
    expect(readBaseline(reader._id)).toBe(inboxOf(reader._id).length);
    // One count served the check and the page.
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(1);

    // One more arrives; the window regains focus a minute later: '(1)'.
    notifyNew(reader._id);
    later(CHECK_AGAIN_AFTER_MS + 1_000);
    await regainFocus();
    await waitFor(() => expect(document.title).toBe('(1) Notifications | Inkwell'));
    view.unmount();
  });

  it("shows '(•) …' when this browser does not know what the user has seen", async () => {
    const admin = await signInAs('admin');
    renderApp('/', { user: admin });
    await waitFor(() => expect(document.title).toBe('(•) Inkwell Blog'));
    expect(bell()).toHaveAccessibleName('Notifications (new)');
  });

  it('asks for no count while the flag is clear, and keeps the last total known as the baseline', async () => {
    const { session, requests, checks } = await signedInAtHome('reader');
    expect(document.title).toBe('Inkwell Blog');
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(0);
    expect(readBaseline(session._id)).toBeNull();

    // Something new: the next check counts it (no baseline yet, so a dot).
    notifyNew(session._id);
    later(CHECK_AGAIN_AFTER_MS + 1_000);
    await regainFocus();
    await waitFor(() => expect(document.title).toBe('(•) Inkwell Blog'));
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(1);

    // Seen elsewhere (another device): the flag clears; the total read last becomes the baseline.
    for (const item of inboxOf(session._id)) item.seen = true;
    later(CHECK_AGAIN_AFTER_MS + 1_000);
    await regainFocus();
    await waitFor(() => expect(checks()).toBe(3));
    await waitFor(() => expect(document.title).toBe('Inkwell Blog'));
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(1);
    expect(readBaseline(session._id)).toBe(inboxOf(session._id).length);
  });
});

it('deleting a notification on the notifications page lowers the baseline with the total', async () => {
  const admin = await signInAs('admin');
  renderApp('/dashboard/notifications', { user: admin });
  await screen.findByRole('heading', { level: 1, name: 'Recent Notifications' });
  const total = inboxOf(admin._id).length;
  await waitFor(() => expect(readBaseline(admin._id)).toBe(total));
  const item = (await screen.findAllByRole('article')).find((element) =>
    within(element).queryByRole('button', { name: /^Delete the/ }),
  )!;
  await userEvent.setup().click(within(item).getByRole('button', { name: /^Delete the/ }));
  await waitFor(() => expect(item).not.toBeInTheDocument());
  expect(inboxOf(admin._id)).toHaveLength(total - 1);
  expect(readBaseline(admin._id)).toBe(total - 1);

  // Nothing new since: a check with the flag set (the rest of the admin's unseen ones: the mock, like the
  // family's servers, keeps them unseen) finds nothing newer than what was seen, and says nothing (issue 29
  // item 6): no count, no dot.
  const requests = recordRequests();
  later(CHECK_AGAIN_AFTER_MS + 1_000);
  await regainFocus();
  await waitFor(() => expect(requests.count(ENDPOINTS.allNotificationsCount)).toBeGreaterThan(0));
  await waitFor(() => expect(sessionStore.get()?.new_notification_available).toBe(false));
  expect(document.title).toBe('Notifications | Inkwell');
  expect(screen.queryByTestId('notification-dot')).toBeNull();
});
