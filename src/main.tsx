// First: React DOM sets itself up in the task of the `react` chunk's own script (src/react-ready.ts).
import './react-ready';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { wireSession } from './app/providers/session-wiring';
import { sessionStore } from './lib/session';
import { createQueryClient } from './app/query-client';
import { firstCommitReady } from './app/first-commit';
import { REQUEST_TIMEOUT_MS } from './api/client';

/**
 * The production server writes the page's head for crawlers (server/head.ts), each tag marked
 * data-head="server". React renders its own head for every route and does not deduplicate (PITFALLS: head
 * tags), so the server's go first: a title or og:title never appears twice, also after navigating.
 */
function removeServerHead() {
  for (const tag of document.head.querySelectorAll('[data-head="server"]')) tag.remove();
}

async function boot() {
  removeServerHead();
  // A new tab starts signed in when an open tab of this browser is (issue 29 item 16): guarded pages wait
  // for their answer, asked by code downloaded beside the page's own.
  sessionStore.expectOtherTabs();
  void import('./lib/session-tabs').then(
    ({ shareSessionAcrossTabs }) => shareSessionAcrossTabs(),
    (error: unknown) => console.warn('Sharing the session with other tabs failed', error),
  );
  // The mock backend exists only in `npm run dev` (vite.config.ts); the constant is false in a build,
  // so this import and everything under src/mocks are dropped from the production bundle.
  if (__MOCK_BACKEND__) {
    const { startMockBackend } = await import('./mocks/browser');
    await startMockBackend();
  }
  // The modules' evaluation ends here: the router's creation and first navigation (three fifths of the entry's
  // task in a profile at 4× CPU) run in a task of their own, so neither holds the main thread as long (issue 30
  // item 5, docs/decisions/0040).
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  wireSession(router, queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The first commit replaces index.html's shell: it waits until it can draw what the shell shows
  // (src/app/first-commit.ts, issue 24 item 1).
  await firstCommitReady(router, queryClient, REQUEST_TIMEOUT_MS);
  // As a transition, React renders the first screen in slices and lets the browser in between (issue 30
  // item 5: the main thread is never held long); the shell stays on screen until the whole page commits.
  const app = createRoot(root);
  startTransition(() => app.render(<App router={router} queryClient={queryClient} />));
}

void boot();
