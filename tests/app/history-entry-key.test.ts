import { keyHistoryEntry } from '@/app/history-entry-key';

/**
 * Issue 29 item 12 (src/app/history-entry-key.ts): every entry the tab loaded by its address was 'default'
 * to the router's saved scroll positions, so a page typed into the address bar opened at another page's
 * place. e2e/scroll-on-load.spec.ts watches it in Chromium.
 */
describe('keyHistoryEntry', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('gives an entry loaded by its address a key of its own, keeping its address', () => {
    window.history.replaceState(null, '', '/blog/one?x=1#h-intro');
    keyHistoryEntry();
    const first = (window.history.state as { key: string }).key;
    expect(first).toMatch(/^[a-z0-9]+$/);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/blog/one?x=1#h-intro',
    );

    // Another page loaded by its address in the same tab: another key, not the first one's.
    window.history.replaceState(null, '', '/');
    keyHistoryEntry();
    expect((window.history.state as { key: string }).key).not.toBe(first);
  });

  it('keeps the key and the rest of the state of an entry that has one (a reload, Back, Forward)', () => {
    const state = { usr: { from: '/search/rail' }, key: 'k3y', idx: 4 };
    window.history.replaceState(state, '', '/signin');
    keyHistoryEntry();
    expect(window.history.state).toEqual(state);
  });

  it('adds a key beside state the entry already holds', () => {
    window.history.replaceState({ idx: 0 }, '', '/');
    keyHistoryEntry();
    expect(window.history.state).toEqual({ idx: 0, key: expect.any(String) as unknown });
  });
});
