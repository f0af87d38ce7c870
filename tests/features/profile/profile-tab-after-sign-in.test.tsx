/**
 * A visitor on a profile's Favourite Blogs tab (their first: no ?tab in the address) presses the prompt's Sign
 * In and signs in as an admin, whose first tab is Blogs Published: they come back to Favourite Blogs, the tab
 * they signed in to see. The prompt's return address names its tab (profile-tabs.tsx SignInPrompt; the
 * navigation audit, decision 0062).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { fillSignIn } from '../../support/sign-in-form';

const SLOW = { timeout: 5_000 };

describe("signing in from a profile's Favourite Blogs prompt", { timeout: 30_000 }, () => {
  it('comes back to Favourite Blogs', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user/riley_chen');
    const favourites = await screen.findByRole('tab', { name: 'Favourite Blogs' }, SLOW);
    expect(favourites).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByText('Please Sign In', {}, SLOW);
    await user.click(within(panel).getByRole('link', { name: 'Sign In' }));

    await fillSignIn(user, 'admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/riley_chen'), SLOW);
    const tab = await screen.findByRole('tab', { name: 'Favourite Blogs' }, SLOW);
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Favourite Blogs');
    expect(tab).toHaveAttribute('aria-selected', 'true');
  });
});
