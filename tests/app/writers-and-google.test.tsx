/**
 * Issue 23 items 2 and 5: who may write is a deployment setting (VITE_WRITERS), and 'Continue with Google'
 * shows only where it can work (VITE_GOOGLE_CLIENT_ID, or a backend standing in for Google).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { signInAs } from '../support/sign-in-as';

const TIMEOUT = { timeout: 10_000 };

// The demo button itself is tested with the auth screens (tests/features/auth), where the mock stands in.
afterEach(() => vi.unstubAllEnvs());
const nav = () => screen.getByRole('navigation', { name: 'Main' });
const footerLinks = () =>
  within(screen.getByRole('navigation', { name: 'Footer' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("VITE_WRITERS: 'admins' (SPEC's isAdmin, the default) or 'everyone'", () => {
  it('keeps a reader out of writing by default', async () => {
    const reader = await signInAs('reader');
    const view = renderApp('/editor', { user: reader });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, TIMEOUT)).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/404');
    expect(within(nav()).queryByRole('link', { name: /Write/ })).not.toBeInTheDocument();
    expect(footerLinks()).toEqual(['Dashboard', 'Profile', 'Cookie Policy']);
  });

  it('lets every signed-in user write when the deployment says everyone', async () => {
    vi.stubEnv('VITE_WRITERS', 'everyone');
    const reader = await signInAs('reader');
    renderApp('/', { user: reader });
    await screen.findByRole('heading', { level: 1 }, TIMEOUT);
    expect(within(nav()).getByRole('link', { name: /Write/ })).toHaveAttribute('href', '/editor');
    expect(footerLinks()).toEqual(['My Blogs', 'Notifications', 'Profile', 'Cookie Policy']);
  });

  it("opens the editor, the sidebar's Blogs and Write, and the Blogs Published tab to them", async () => {
    vi.stubEnv('VITE_WRITERS', 'everyone');
    const reader = await signInAs('reader');
    const editor = renderApp('/editor', { user: reader });
    expect(await screen.findByRole('button', { name: 'Publish' }, TIMEOUT)).toBeVisible();
    expect(editor.router.state.location.pathname).toBe('/editor');
    editor.unmount();

    renderApp('/dashboard/notifications', { user: reader });
    const sidebar = await screen.findByRole(
      'navigation',
      { name: 'Dashboard and settings' },
      TIMEOUT,
    );
    expect(within(sidebar).getByRole('link', { name: 'Blogs' })).toHaveAttribute(
      'href',
      '/dashboard/blogs',
    );
    expect(within(sidebar).getByRole('link', { name: /Write/ })).toHaveAttribute('href', '/editor');
  });

  it(
    'shows a visitor an author’s posts where everyone writes (issue 29 item 3), not where admins do',
    { timeout: 20_000 },
    async () => {
      vi.stubEnv('VITE_WRITERS', 'everyone');
      const everyone = renderApp('/user/amelia_hart');
      const tabs = await screen.findByRole('tablist', {}, TIMEOUT);
      expect(within(tabs).getAllByRole('tab')[0]).toHaveTextContent('Blogs Published');
      await waitFor(
        () =>
          expect(
            within(screen.getByRole('tabpanel'))
              .getAllByRole('link')
              .some((link) => link.getAttribute('href')?.startsWith('/blog/')),
          ).toBe(true),
        TIMEOUT,
      );
      everyone.unmount();
      vi.unstubAllEnvs();
      renderApp('/user/amelia_hart');
      const admins = await screen.findByRole('tablist', {}, TIMEOUT);
      expect(
        within(admins).queryByRole('tab', { name: 'Blogs Published' }),
      ).not.toBeInTheDocument();
    },
  );

  it('shows a writer the Blogs Published tab on profiles', async () => {
    vi.stubEnv('VITE_WRITERS', 'everyone');
    const reader = await signInAs('reader');
    renderApp(`/user/${reader.username}`, { user: reader });
    const tabs = await screen.findByRole('tablist', {}, TIMEOUT);
    expect(within(tabs).getAllByRole('tab')[0]).toHaveTextContent('Blogs Published');
  });
});

describe("'Continue with Google' only where it can work", () => {
  it('has no Google button (and no divider) outside mock mode without a client id', async () => {
    vi.stubEnv('VITE_GOOGLE_DEMO', 'false');
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, TIMEOUT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});
