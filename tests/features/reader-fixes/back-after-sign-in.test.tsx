/**
 * A reader goes home → a blog → Sign In, signs in and is brought back to the blog (issue 13). Back then goes
 * home, the page before the blog: the sign-in screen opened from the blog goes back to it rather than writing
 * a second entry of it over its own (route-guard.tsx ReturnAfterSignIn; the navigation audit, decision 0062).
 * Also after a detour (Sign Up, then Back to the sign-in screen): the screen come back to by Back still sits
 * right over the blog (the page load's mark alone decides; the review of the day's changes, 0062).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { fillSignIn } from '../../support/sign-in-form';

const SLOW = { timeout: 5_000 };
const BLOG = `/blog/${SEED_BLOG_IDS.newest}`;

describe('Back after signing in from a blog', { timeout: 30_000 }, () => {
  it.each([false, true])(
    'goes to the page before the blog, not to the blog again (a detour to sign-up: %s)',
    async (detour) => {
      const user = userEvent.setup();
      const { router } = renderApp('/');
      await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
      await act(() => router.navigate(BLOG));
      await screen.findByRole('heading', { level: 1, name: /Portugal/ }, SLOW);

      const nav = screen.getByRole('navigation', { name: 'Main' });
      await user.click(within(nav).getByRole('link', { name: 'Sign In' }));
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, SLOW);
      if (detour) {
        // The sign-up link, then Back to the sign-in screen.
        const main = screen.getByRole('main');
        await user.click(within(main).getByRole('link', { name: 'Join us today' }));
        await screen.findByRole('heading', { level: 1, name: 'Join us today' }, SLOW);
        await act(() => router.navigate(-1));
      }

      await fillSignIn(user, 'reader');
      await waitFor(() => expect(router.state.location.pathname).toBe(BLOG), SLOW);
      await screen.findByRole('heading', { level: 1, name: /Portugal/ }, SLOW);

      await act(() => router.navigate(-1));
      // The reader expects home, where they were before the blog.
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    },
  );
});
