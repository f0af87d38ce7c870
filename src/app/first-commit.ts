import type { QueryClient } from '@tanstack/react-query';
import { FIRST_VIEW_ID } from '@/config/first-view';

/**
 * When the app may render for the first time (issue 24 item 1, docs/decisions/0024).
 *
 * index.html's shell paints the navbar's frame and the cookie banner, and the production server writes a
 * page's first view into it (a blog's banner and title, a search's heading: server/first-view.ts). React's
 * first commit replaces the whole of #root. Rendered at once, that commit held the router's loading
 * fallback (the route's code is a lazy import, so the first navigation is never settled synchronously) and
 * then the page's skeleton: the reader saw the navbar, the banner and the title vanish for 100 to 500 ms on
 * a phone and come back. So the first render waits until it can draw what the shell shows:
 *
 * - the router's first navigation has settled (the route's code and its loader have run), so the first
 *   commit is the page itself, in its layout, with its navbar and cookie banner;
 * - where the document holds a first view, the calls that navigation started (the route's loader, which
 *   takes index.html's early call: src/config/early-requests.ts) have answered, so the page draws the banner
 *   and the title, not its skeleton.
 *
 * Until then the shell stays on screen as the document painted it, and its cookie buttons work. The wait
 * for data is bounded by `dataWaitMs` (the API client's timeout): a backend that hangs longer gets the page's
 * own loading state and a working navbar rather than a frozen shell.
 */

interface InitialNavigation {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

export function initialNavigationSettled(router: InitialNavigation): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Resolves once no query that is fetching now is still fetching, or after `timeoutMs`. */
export function fetchingSettled(client: QueryClient, timeoutMs: number): Promise<void> {
  const cache = client.getQueryCache();
  const pending = () => cache.findAll({ fetchStatus: 'fetching' }).length > 0;
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = cache.subscribe(() => {
      if (!pending()) done();
    });
    const timer = setTimeout(done, timeoutMs);
  });
}

export async function firstCommitReady(
  router: InitialNavigation,
  client: QueryClient,
  dataWaitMs: number,
): Promise<void> {
  await initialNavigationSettled(router);
  if (document.getElementById(FIRST_VIEW_ID)) await fetchingSettled(client, dataWaitMs);
}
