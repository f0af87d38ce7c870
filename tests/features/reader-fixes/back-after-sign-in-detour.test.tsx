/**
 * home → a blog → Sign In → Sign Up (or Forgot Password) → Back → sign in: returned to the blog, Back then goes
 * home. The sign-in screen come back to by Back still sits right over the blog (route-guard.tsx goes back by
 * the page load's mark alone; the review of the day's changes, 0062).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { fillSignIn } from '../../support/sign-in-form';

const SLOW = { timeout: 5_000 };
const BLOG = `/blog/${SEED_BLOG_IDS.newest}`;

describe('Back after signing in from a blog, with a detour to sign-up', { timeout: 30_000 }, () => {
  it('goes to the page before the blog, not to the blog again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
    await act(() => router.navigate(BLOG));
    await screen.findByRole('heading', { level: 1, name: /Portugal/ }, SLOW);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, SLOW);

    // A detour: the sign-up link, then Back to the sign-in screen.
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Join us today' }));
    await screen.findByRole('heading', { level: 1, name: 'Join us today' }, SLOW);
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, SLOW);

    await fillSignIn(user, 'reader');
    await waitFor(() => expect(router.state.location.pathname).toBe(BLOG), SLOW);
    await screen.findByRole('heading', { level: 1, name: /Portugal/ }, SLOW);

    await act(() => router.navigate(-1));
    // The reader expects home, where they were before the blog.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
  });
});
