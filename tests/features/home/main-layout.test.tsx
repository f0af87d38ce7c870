import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTHOR_URL, DROPDOWN_CLOSE_DELAY_MS } from '@/lib/constants';
import { sessionStore } from '@/lib/session';
import { SIGN_OUT_TEXTS } from '@/app/layouts/main/sign-out-question';
import { readerSession, renderApp } from '../../render-app';
import { signInAs } from '../../support/sign-in-as';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('main layout (SPEC §2 Main layout)', () => {
  it('gives visitors Sign In, Sign Up, the visitor footer and the cookie banner', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(nav()).getByRole('link', { name: 'Inkwell home' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(nav()).getByRole('link', { name: 'Sign Up' })).toHaveClass(
      'hidden',
      'sm:inline-flex',
    );
    expect(within(nav()).queryByRole('link', { name: /Write/ })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Sign In', 'Sign Up', 'Cookie Policy', 'Inkwell']);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Inkwell. All rights reserved.`);

    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveTextContent(
      'This website uses cookies to provide a better user experience.',
    );
    expect(within(banner).getByRole('link', { name: 'Find out more' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await user.click(within(banner).getByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('cookie-consent')).toBe('rejected');
  });

  it.each([
    {
      role: 'visitor',
      who: null,
      links: [
        ['Sign In', '/signin'],
        ['Sign Up', '/signup'],
        ['Cookie Policy', '/cookie-policy'],
      ],
    },
    {
      role: 'signed-in reader',
      who: 'reader',
      links: [
        ['Dashboard', '/dashboard/notifications'],
        ['Profile', '/user/riley_chen'],
        ['Cookie Policy', '/cookie-policy'],
      ],
    },
    {
      role: 'admin',
      who: 'admin',
      links: [
        ['My Blogs', '/dashboard/blogs'],
        ['Notifications', '/dashboard/notifications'],
        ['Profile', '/user/amelia_hart'],
        ['Cookie Policy', '/cookie-policy'],
      ],
    },
  ] as const)(
    'gives the $role exactly their footer links and the copyright line',
    async ({ who, links }) => {
      const session = who ? await signInAs(who) : null;
      renderApp('/', { user: session });
      await screen.findByRole('heading', { level: 1 });
      const footer = screen.getByRole('contentinfo');
      const footerNav = within(footer).getByRole('navigation', { name: 'Footer' });
      expect(
        within(footerNav)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(links);

      const year = new Date().getFullYear();
      const copyright = within(footer).getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === `© ${year} Inkwell. All rights reserved.`,
      );
      const author = within(copyright).getByRole('link', { name: 'Inkwell' });
      expect(author).toHaveAttribute('href', AUTHOR_URL);
      expect(author).toHaveAttribute('target', '_blank');
      expect(author).toHaveAttribute('rel', expect.stringContaining('noopener'));
      // Nothing else links out of the footer.
      expect(within(footer).getAllByRole('link')).toHaveLength(links.length + 1);
    },
  );

  it('gives a signed-in reader the bell with a red dot and the dropdown', async () => {
    const user = userEvent.setup();
    const reader = await signInAs('reader');
    renderApp('/', { user: { ...reader, new_notification_available: true } });
    await screen.findByRole('heading', { level: 1 });
    const bell = await within(nav()).findByRole('link', { name: /^Notifications/ });
    expect(bell).toHaveAttribute('href', '/dashboard/notifications');

    const avatar = within(nav()).getByRole('button', {
      name: `Account menu for @${reader.username}`,
    });
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      `/user/${reader.username}`,
    );
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    expect(within(nav()).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings/edit-profile',
    );
    expect(within(nav()).queryByRole('link', { name: 'Write' })).not.toBeInTheDocument();
    expect(
      within(nav()).getByRole('button', { name: `Sign Out @${reader.username}` }),
    ).toBeInTheDocument();
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown 200 ms after it loses focus', async () => {
    // Real timers: fake ones also moved the query cache's clock, and its refetches then landed outside act.
    const user = userEvent.setup();
    const admin = await signInAs('admin');
    renderApp('/', { user: admin });
    await screen.findByRole('heading', { level: 1 });
    const avatar = await within(nav()).findByRole('button', { name: /Account menu/ });
    await user.click(avatar);
    expect(within(nav()).getAllByRole('link', { name: /Write/ })).toHaveLength(2);
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/blogs',
    );
    const blurred = performance.now();
    act(() => avatar.blur());
    await new Promise((resolve) => setTimeout(resolve, DROPDOWN_CLOSE_DELAY_MS - 100));
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(avatar).toHaveAttribute('aria-expanded', 'false'));
    expect(performance.now() - blurred).toBeGreaterThanOrEqual(DROPDOWN_CLOSE_DELAY_MS);
  });

  it('opens the small-screen search with the cursor in the box; Escape closes it back to the button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const open = within(nav()).getByRole('button', { name: 'Open search' });
    await user.click(open);
    const box = within(nav()).getByRole('searchbox', { name: 'Search blogs and accounts' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('{Escape}');
    const toggle = within(nav()).getByRole('button', { name: 'Open search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  // From a signed-in-only page too: SPEC §4 says home, not the sign-in screen the page's guard would pick.
  it.each(['/user/{username}', '/settings/change-password', '/dashboard/notifications'])(
    'signs out from the dropdown on %s and goes home',
    async (start) => {
      const user = userEvent.setup();
      const reader = await signInAs('reader');
      const { router } = renderApp(start.replace('{username}', reader.username), { user: reader });
      await screen.findByRole('heading', { level: 1 });
      await user.click(within(nav()).getByRole('button', { name: /Account menu/ }));
      await user.click(within(nav()).getByRole('button', { name: /Sign Out/ }));
      await waitFor(() => expect(sessionStore.get()).toBeNull());
      expect(router.state.location.pathname).toBe('/');
      expect(within(nav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    },
  );

  it('Sign Out with unsaved writing in this browser says so first, then deletes it (issue 29 item 17)', async () => {
    const user = userEvent.setup();
    const admin = await signInAs('admin');
    const mine = `inkwell:editor-copy:${admin._id}:new:tab-a`;
    const theirs = 'inkwell:editor-copy:someone-else:new:tab-b';
    for (const key of [mine, theirs])
      localStorage.setItem(key, JSON.stringify({ v: 2, savedAt: 1, title: 'Private' }));
    renderApp('/', { user: admin });
    await screen.findByRole('heading', { level: 1 });
    const menu = () => within(nav()).getByRole('button', { name: /Account menu/ });
    await user.click(menu());
    await user.click(within(nav()).getByRole('button', { name: /Sign Out/ }));
    // The question's code downloads when it is asked.
    const dialog = await screen.findByRole('dialog', { name: SIGN_OUT_TEXTS.title });
    expect(dialog).toHaveAccessibleDescription(SIGN_OUT_TEXTS.text(1));
    // Cancel: still signed in, the writing kept.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.get()).not.toBeNull();
    expect(localStorage.getItem(mine)).not.toBeNull();

    await user.click(menu());
    await user.click(within(nav()).getByRole('button', { name: /Sign Out/ }));
    await user.click(await screen.findByRole('button', { name: SIGN_OUT_TEXTS.confirm }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(within(nav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem(mine)).toBeNull();
    // Another user's writing is not this Sign Out's.
    expect(localStorage.getItem(theirs)).not.toBeNull();
  });

  it('Sign Out without unsaved writing asks nothing', async () => {
    const user = userEvent.setup();
    const admin = await signInAs('admin');
    renderApp('/', { user: admin });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(nav()).getByRole('button', { name: /Account menu/ }));
    await user.click(within(nav()).getByRole('button', { name: /Sign Out/ }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Sign Out from Edit profile with changes not updated asks once, signs out, and leaves no entry that signs out again', async () => {
    const user = userEvent.setup();
    const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
    const { router } = renderApp('/settings/edit-profile', { user: readerSession });
    await screen.findByRole('button', { name: 'Update' }, { timeout: 10_000 });
    await user.clear(field('Bio'));
    await user.type(field('Bio'), 'A bio not updated yet');
    await user.click(within(nav()).getByRole('button', { name: /Account menu/ }));
    await user.click(within(nav()).getByRole('button', { name: /Sign Out/ }));
    // The sign-out question says the changes go; the page's own leave question does not follow.
    await user.click(await screen.findByRole('button', { name: SIGN_OUT_TEXTS.confirm }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Leave without updating?' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    // The entry that signed out is replaced by a plain one: Back or Forward to it later signs nothing out.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
