/**
 * 'Skip to content' (root-shell.tsx) moves focus to the page's main without a fragment navigation: a new
 * history entry without state, which the data router reads as a POP, lost the sign-in's return address
 * (the reader who skipped to the form was sent home after signing in: the navigation audit, decision 0062).
 * The browser router is used here: the memory router never sees a fragment navigation; jsdom performs it and
 * fires popstate as browsers do.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/router';
import { wireSession } from '@/app/providers/session-wiring';
import { createQueryClient } from '@/app/query-client';
import { sessionStore } from '@/lib/session';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { fillSignIn } from '../support/sign-in-form';

const SLOW = { timeout: 5_000 };
const BLOG = `/blog/${SEED_BLOG_IDS.newest}`;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("'Skip to content' on the sign-in screen", { timeout: 30_000 }, () => {
  it('still returns the reader to the blog they signed in from', async () => {
    const user = userEvent.setup();
    sessionStore.signOut();
    window.history.replaceState(null, '', BLOG);
    const queryClient = createQueryClient();
    const router = createBrowserRouter(buildRoutes(queryClient));
    wireSession(router, queryClient);
    render(<App router={router} queryClient={queryClient} />);
    await screen.findByRole('heading', { level: 1, name: /Portugal/ }, SLOW);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, SLOW);

    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
    await fillSignIn(user, 'reader');
    await waitFor(() => expect(sessionStore.get()).not.toBeNull(), SLOW);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/signin'), SLOW);
    expect(router.state.location.pathname).toBe(BLOG);
    router.dispose();
  });
});
