import { sessionStore, type TabMessage } from './session';

/**
 * Signed in in every tab (issue 29 item 16). The session stays in each tab's sessionStorage (the design
 * card), and the open tabs of this browser share it over a BroadcastChannel (same origin only; the token
 * never goes to localStorage): a new tab without one asks them, Sign Out in one tab signs out all of them,
 * and a change of the user (a new username or picture) reaches the tabs signed in as that user. A tab signed
 * in as someone else keeps its own user when another signs in. Downloaded after the first load starts
 * (src/main.tsx); until then `sessionStore.expectOtherTabs` holds guarded pages.
 */
const CHANNEL = 'inkwell-session';

/** Joins the tabs' channel and, without a session, asks them. Returns the leave function (tests). */
export function shareSessionAcrossTabs(): () => void {
  if (typeof BroadcastChannel !== 'function') {
    // No channel in this browser: no tab to ask, so nothing to wait for.
    sessionStore.tabs.connect(() => undefined)();
    return () => undefined;
  }
  const channel = new BroadcastChannel(CHANNEL);
  const tell = (message: TabMessage) => channel.postMessage(message);
  const disconnect = sessionStore.tabs.connect(tell);
  channel.onmessage = ({ data }: MessageEvent) => {
    if (!data || typeof data !== 'object') return;
    const message = data as Partial<TabMessage>;
    if (message.type === 'ask') {
      const user = sessionStore.get();
      if (user) tell({ type: 'session', user });
    } else if (message.type === 'session' && 'user' in message) {
      const user = sessionStore.tabs.parse(JSON.stringify(message.user));
      if (user) sessionStore.tabs.heard(user);
    } else if (message.type === 'signed-out') {
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      sessionStore.tabs.signedOut(text(message.forget), text(message.user));
    }
  };
  if (!sessionStore.get()) {
    sessionStore.expectOtherTabs();
    tell({ type: 'ask' });
  }
  return () => {
    disconnect();
    channel.close();
  };
}
