import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/router';
import { createQueryClient } from '@/app/query-client';
import { sessionStore } from '@/lib/session';

/**
 * Issue 29 item 10: after Back, the focused navbar search box showed the newer query over the older
 * results (seen in `npm run dev`, at 1280 px: 'travel', then 'budget', then Back). The router then drew its
 * changes as React transitions: Back before the next search's page had been drawn came back to a 'travel'
 * entry the box had never seen left, and it kept what was typed there. Navigations are drawn at once since
 * decision 0060 (and the box's popstate listener went); this keeps Enter-then-Back-at-once honest. The
 * browser's own history (jsdom's), so Back is the browser's popstate.
 */
const WAIT_MS = 3_000;

const box = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('searchbox', {
    name: 'Search blogs and accounts',
  });

/** Polls until `done`, on the real clock. */
async function until(done: () => boolean) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > WAIT_MS) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

beforeEach(() => {
  sessionStore.signOut();
  window.history.replaceState(null, '', '/search/travel');
});
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

it('Enter, then Back at once: the box shows the query of the page it shows', async () => {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  router = createBrowserRouter(buildRoutes(queryClient));
  const current = router;
  render(<App router={current} queryClient={queryClient} />);
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Search results for “travel”' },
    { timeout: WAIT_MS },
  );
  await user.clear(box());
  await user.type(box(), 'budget');

  // Enter, then Back as soon as the router is on the 'budget' page.
  await act(async () => {
    box().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await until(() => current.state.location.pathname === '/search/budget');
    window.history.back();
    await until(() => current.state.location.pathname === '/search/travel');
  });

  expect(
    screen.getByRole('heading', { level: 1, name: 'Search results for “travel”' }),
  ).toBeInTheDocument();
  expect(box()).toHaveValue('travel');
});
