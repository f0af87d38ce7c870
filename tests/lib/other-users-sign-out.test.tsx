import { act, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@/api/types';
import { sessionStore } from '@/lib/session';
import { shareSessionAcrossTabs } from '@/lib/session-tabs';
import { adminSession, readerSession, renderApp } from '../render-app';

/**
 * Two tabs of one browser signed in as different users (the app supports it: session-tabs.ts, "a tab
 * signed in as someone else keeps its own user when another signs in"). The other tab is a second copy of
 * the session modules (its own memory, the same BroadcastChannel name), as a real second tab is. A sign-out
 * says whose session ended (docs/decisions/0059).
 */
const SLOW = { timeout: 10_000 };

async function openOtherTab() {
  // A second instance of the real session module (a query string makes it a module of its own).
  const other = (await import(/* @vite-ignore */ `${'/src/lib/session.ts'}?other-tab`)) as {
    sessionStore: typeof sessionStore;
  };
  // What session-tabs.ts does with it: tells the tabs over the channel.
  const join = () => {
    const channel = new BroadcastChannel('inkwell-session');
    const disconnect = other.sessionStore.tabs.connect((message) => channel.postMessage(message));
    return () => {
      disconnect();
      channel.close();
    };
  };
  return { store: other.sessionStore, join };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const leave of cleanups.splice(0)) leave();
});

async function twoTabsTwoUsers() {
  // This tab: the reader, on a page only a signed-in user sees.
  const view = renderApp('/settings/edit-profile', { user: readerSession });
  await screen.findByRole('button', { name: 'Update' }, SLOW);
  cleanups.push(shareSessionAcrossTabs());
  const me = sessionStore.get() as SessionUser;

  // The other tab: signed in as someone else (its own sign-in, e.g. it was opened while this tab did not
  // answer within ASK_TABS_MS, or both tabs were on /signin at once).
  const other = await openOtherTab();
  cleanups.push(other.join());
  other.store.signIn({ ...adminSession, access_token: 'token-of-the-admin' });
  // sessionStorage is per tab in a browser, shared in jsdom: put this tab's entry back.
  window.sessionStorage.setItem('user', JSON.stringify(me));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sessionStore.get()?._id).toBe(readerSession._id);
  return { ...view, other: other.store };
}

describe("another user's sign-out", { timeout: 20_000 }, () => {
  it("Sign Out of another user in another tab leaves this tab's user signed in", async () => {
    const { router, other } = await twoTabsTwoUsers();
    await act(async () => {
      other.signOut({ forgetWriting: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(sessionStore.get()?._id).toBe(readerSession._id);
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it("another user's expired session in another tab leaves this tab's user signed in", async () => {
    const { router, other } = await twoTabsTwoUsers();
    await act(async () => {
      other.signOut();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await waitFor(() => expect(sessionStore.get()?._id).toBe(readerSession._id));
    expect(router.state.location.pathname).toBe('/settings/edit-profile');
  });
});
