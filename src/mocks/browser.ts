/**
 * The browser host of the mock backend for `npm run dev` (main.tsx imports it only behind __MOCK_BACKEND__).
 * The shared handlers run on MSW's service worker over a store whose image URLs use this origin; the store
 * is saved to localStorage after every mutating request, and the Demo inbox and a reset button live in their
 * own root beside the app.
 */
import { setupWorker } from 'msw/browser';
import { mountDemoInbox } from './browser-ui/demo-inbox';
import { mountMockRoot } from './browser-ui/mock-root';
import { mountResetControl } from './browser-ui/reset-control';
import { createHandlers } from './handlers';
import { clearSnapshot, restoreSnapshot, saveSnapshot } from './persistence';
import { createStore } from './store/store';

/** SPEC §9 storage key of the session: a reset drops every token, so the stale session goes too. */
const SESSION_KEY = 'user';

function forgetSession(): void {
  for (const area of [window.sessionStorage, window.localStorage]) {
    try {
      area.removeItem(SESSION_KEY);
    } catch {
      // Storage disabled: nothing to forget.
    }
  }
}

export async function startMockBackend(): Promise<void> {
  const store = createStore({ assetBaseUrl: window.location.origin });
  restoreSnapshot(store);

  const worker = setupWorker(...createHandlers(store));
  worker.events.on('response:mocked', ({ request }) => {
    // GETs never change data; everything else might (reads are counted on POST /get-blog).
    if (request.method !== 'GET') saveSnapshot(store);
  });
  // PITFALLS: MSW 2 — start the worker before the app renders, or the first requests escape the mock.
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });

  const root = mountMockRoot();
  mountDemoInbox(root, store);
  mountResetControl(root, () => {
    store.reset();
    clearSnapshot();
    forgetSession();
    window.location.reload();
  });
}
