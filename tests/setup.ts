import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import toast from 'react-hot-toast/headless';
import { resetStore, server } from '@/mocks/node';
import { capabilities } from '@/api/capabilities';
import { forgetSearchDialect } from '@/api/search-text';
import { sessionStore } from '@/lib/session';
import { keepAllWriting } from '@/lib/unsaved-writing';
import { stopWatchingConsoleErrors, watchConsoleErrors } from './support/console';

/**
 * Every test runs against the mock backend (src/mocks) through MSW's Node interceptor. Unhandled requests
 * fail the test (PITFALLS: MSW 2); the store starts from the seed in every test. A test that logs
 * console.error fails too, unless it allowed that error (tests/support/console.ts).
 */
// jsdom has no matchMedia; the theme and react-hot-toast read it (light, no reduced-motion preference).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * Issue 30 item 4: a `findBy…` or `waitFor` waits for what the user will see, however busy the machine is. The
 * default (1 s) failed a fresh clone's run once while another process held the CPU; 5 s is a margin no
 * passing test comes near on a quiet machine (its waits end as soon as the screen shows what they ask for),
 * and the test's own limit (vite.config.ts, 20 s) stays above several of them in a row.
 */
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Testing Library sets this in a beforeAll of the first file that imports it; files share a module graph
  // (vite.config.ts), so every test sets it itself.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  resetStore();
  watchConsoleErrors();
});
afterEach(() => {
  cleanup();
  // What a test put outside Testing Library's containers (a helper field, a portal): files share a document.
  document.body.innerHTML = '';
  // After unmounting: effects' clean-ups and late renders log too.
  const errors = stopWatchingConsoleErrors();
  toast.remove();
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  sessionStore.reload();
  keepAllWriting();
  // Each test is a visit of its own: no call is known missing yet (src/api/capabilities.ts).
  capabilities.reset();
  forgetSearchDialect();
  if (errors.length) {
    throw new Error(
      `console.error was called ${errors.length} time(s); fix the cause, or allow an expected error ` +
        `with allowConsoleError(/pattern/) from tests/support/console.ts:\n\n${errors.join('\n\n')}`,
    );
  }
});
afterAll(() => server.close());
