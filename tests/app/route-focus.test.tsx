import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Link, Outlet } from 'react-router-dom';
import { createQueryClient } from '@/app/query-client';
import { RootShell } from '@/app/layouts/root-shell';
import { sessionStore } from '@/lib/session';

/** A page layout like the main one: a navbar control outside <main>, then the page. */
function Layout() {
  return (
    <>
      <nav aria-label="Main">
        <Link to="/next">Next page</Link>
        <button type="button">Account menu</button>
      </nav>
      <Outlet />
    </>
  );
}

/** A router whose /next screen's code arrives only when the test says so (a slow lazy route). */
function slowRouter() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter(
    [
      {
        element: <RootShell />,
        children: [
          {
            element: <Layout />,
            children: [
              {
                path: '/',
                element: (
                  <main>
                    <h1>Home</h1>
                  </main>
                ),
              },
              {
                path: '/next',
                lazy: async () => {
                  await arrived;
                  return {
                    Component: () => (
                      <main>
                        <h1>Next</h1>
                      </main>
                    ),
                  };
                },
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return { router, arrive };
}

function renderShell() {
  sessionStore.signOut();
  const { router, arrive } = slowRouter();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, arrive };
}

describe('focus after a navigation (root shell)', () => {
  it("moves focus to the new page's heading", async () => {
    const { router, arrive } = renderShell();
    await screen.findByRole('heading', { name: 'Home' });
    screen.getByRole('link', { name: 'Next page' }).focus();
    let navigated!: Promise<void>;
    act(() => {
      navigated = router.navigate('/next');
    });
    await act(async () => {
      arrive();
      await navigated;
    });
    const heading = await screen.findByRole('heading', { name: 'Next' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus where the user moved it while the page was loading', async () => {
    const { router, arrive } = renderShell();
    await screen.findByRole('heading', { name: 'Home' });
    let navigated!: Promise<void>;
    act(() => {
      navigated = router.navigate('/next');
    });
    // While the screen's code downloads, the user opens the account menu (after signing in, say).
    const menu = screen.getByRole('button', { name: 'Account menu' });
    menu.focus();
    await act(async () => {
      arrive();
      await navigated;
    });
    await screen.findByRole('heading', { name: 'Next' });
    // Two frames: the shell decides on the frame after the new page commits.
    await act(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    expect(menu).toHaveFocus();
  });
});
