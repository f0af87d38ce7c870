/**
 * A reader goes home → a blog → Sign In, signs in and is brought back to the blog (issue 13). Back then goes
 * home, the page before the blog: the sign-in screen opened from the blog goes back to it rather than writing
 * a second entry of it over its own (route-guard.tsx ReturnAfterSignIn; the navigation audit, decision 0062).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { fillSignIn } from '../../support/sign-in-form';

const SLOW = { timeout: 5_000 };
const BLOG = `/blog/${SEED_BLOG_IDS.newest}`;

describe('Back after signing in from a blog', { timeout: 30_000 }, () => {
  it('goes to the page before the blog, not to the blog again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
    await act(() => router.navigate(BLOG));
    await screen.findByRole('heading', { level: 1, name: /Portugal/ }, SLOW);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Sign In' }));
    await fillSignIn(user, 'reader');
    await waitFor(() => expect(router.state.location.pathname).toBe(BLOG), SLOW);
    await screen.findByRole('heading', { level: 1, name: /Portugal/ }, SLOW);

    await act(() => router.navigate(-1));
    // The reader expects home, where they were before the blog.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
  });
});
