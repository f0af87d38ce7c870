import { ASK_TABS_MS, sessionStore } from '@/lib/session';
import { shareSessionAcrossTabs } from '@/lib/session-tabs';
import type { SessionUser } from '@/api/types';

/**
 * Issue 29 item 16: signed in in every tab. The session stays in each tab's sessionStorage; the tabs of the
 * browser share it over a BroadcastChannel. Here another tab is a second channel of the same name.
 */
const CHANNEL = 'inkwell-session';
const riley: SessionUser = {
  _id: 'u-riley',
  access_token: 'token-riley',
  username: 'riley',
  fullname: 'Riley Stone',
  profile_img: 'https://example.com/riley.png',
  isAdmin: false,
} as SessionUser;

let leave: () => void = () => undefined;
let otherTab: BroadcastChannel;
let heard: unknown[];

beforeEach(() => {
  heard = [];
  otherTab = new BroadcastChannel(CHANNEL);
  otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
});
afterEach(() => {
  leave();
  otherTab.close();
});

const until = async (done: () => boolean) => {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > 3_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

it('a new tab asks the open tabs and starts signed in with their answer', async () => {
  otherTab.onmessage = (event: MessageEvent) => {
    heard.push(event.data);
    if ((event.data as { type: string }).type === 'ask')
      otherTab.postMessage({ type: 'session', user: riley });
  };
  leave = shareSessionAcrossTabs();
  expect(sessionStore.asking()).toBe(true);
  await until(() => sessionStore.get() !== null);
  expect(sessionStore.get()).toMatchObject({ username: 'riley', access_token: 'token-riley' });
  expect(sessionStore.asking()).toBe(false);
  // Kept in this tab's own sessionStorage, as a sign-in here is.
  expect(JSON.parse(window.sessionStorage.getItem('user')!)).toMatchObject({ username: 'riley' });
  expect(heard).toEqual([{ type: 'ask' }]);
});

it('with no tab open, it stops waiting and stays signed out', async () => {
  leave = shareSessionAcrossTabs();
  expect(sessionStore.asking()).toBe(true);
  await until(() => !sessionStore.asking());
  expect(sessionStore.get()).toBeNull();
  expect(ASK_TABS_MS).toBeLessThanOrEqual(500);
});

it('a signed-in tab answers a new tab, and its Sign Out signs out the others', async () => {
  sessionStore.signIn(riley);
  leave = shareSessionAcrossTabs();
  expect(sessionStore.asking()).toBe(false);
  otherTab.postMessage({ type: 'ask' });
  await until(() => heard.length > 0);
  expect(heard).toEqual([{ type: 'session', user: riley }]);

  sessionStore.signOut();
  await until(() => heard.length > 1);
  // Whose session ended: a tab signed in as someone else keeps its own (other-users-sign-out.test.tsx).
  expect(heard[1]).toEqual({ type: 'signed-out', user: riley._id, forget: '' });
});

it('Sign Out in another tab signs this one out', async () => {
  sessionStore.signIn(riley);
  leave = shareSessionAcrossTabs();
  otherTab.postMessage({ type: 'signed-out' });
  await until(() => sessionStore.get() === null);
  expect(window.sessionStorage.getItem('user')).toBeNull();
});

it('a tab signed in as someone else keeps its own user; the same user’s changes reach it', async () => {
  sessionStore.signIn(riley);
  leave = shareSessionAcrossTabs();
  otherTab.postMessage({
    type: 'session',
    user: { ...riley, _id: 'u-other', username: 'other', access_token: 't2' },
  });
  otherTab.postMessage({ type: 'session', user: { ...riley, username: 'riley_writes' } });
  await until(() => sessionStore.get()?.username === 'riley_writes');
  expect(sessionStore.get()?._id).toBe('u-riley');
});

it('an answer that is not a session is ignored', async () => {
  leave = shareSessionAcrossTabs();
  otherTab.postMessage({ type: 'session', user: { username: 'no token' } });
  otherTab.postMessage('hello');
  await until(() => !sessionStore.asking());
  expect(sessionStore.get()).toBeNull();
});
