/**
 * Issue 29 item 12: a page loaded by its address opens at its top.
 *
 * React Router's <ScrollRestoration> keeps each history entry's scroll position under the entry's
 * `location.key`, which it reads from `history.state.key`. An entry the tab loaded by its address (typed,
 * bookmarked, opened from another site) has no state, so the router calls it 'default': every such entry of
 * the tab shared one saved position. A blog opened by its address and read far down, then '/' typed into
 * the address bar, opened home at the blog's place (about 190 px down once clamped to the page's height).
 *
 * So before the router reads the entry, an entry without a key gets one of its own, as React Router's
 * server-rendered <ScrollRestoration> script does for the same reason. The key lives in the entry's own
 * state: a reload, or Back and Forward to it from another document, still find its saved place, while a
 * new load of any address starts without one, at the top. The router keeps the rest of the state.
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state !== null && typeof state === 'object' ? state : {};
  if (typeof (current as { key?: unknown }).key === 'string') return;
  // The router's own key format (eight base-36 characters).
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...current, key }, '');
}
