import { act, screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from '@/config/routes';
import { adminSession, readerSession, renderApp } from '../render-app';

/** A concrete URL for every route pattern, so each one is visited. */
function sample(path: string): string {
  return path
    .replace(':query', 'travel')
    .replace(':id', 'admin')
    .replace(':blog_id', 'some-blog')
    .replace(/^\*$/, '/no/such/page');
}

describe('route tree (SPEC §2)', () => {
  it('shows the not-found page with a link home at /404 and at any unknown path', async () => {
    for (const url of ['/404', '/no/such/page']) {
      const { unmount } = renderApp(url);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
      unmount();
    }
  });

  it.each(ROUTES.filter((route) => route.layout === 'main' && !route.guard))(
    'renders $path inside the main layout (navbar, main, footer)',
    async ({ path }) => {
      const url = path === '/verify-email' ? '/verify-email?email=a%40b.co' : sample(path);
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('renders the editor outside the main layout', async () => {
    renderApp('/editor', { user: adminSession });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('renders dashboard and settings screens inside the sidebar layout', async () => {
    renderApp('/settings/edit-profile', { user: readerSession });
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard and settings' });
    expect(within(sidebar).getByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Change Password' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Blogs' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('gives admins the Blogs and Write links in the sidebar', async () => {
    renderApp('/dashboard/notifications', { user: adminSession });
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard and settings' });
    expect(within(sidebar).getByRole('link', { name: 'Blogs' })).toHaveAttribute(
      'href',
      '/dashboard/blogs',
    );
    expect(within(sidebar).getByRole('link', { name: 'Write' })).toHaveAttribute('href', '/editor');
  });

  it('shows the not-found page on /verify-email without an email', async () => {
    renderApp('/verify-email');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('guards (SPEC §2, §6)', () => {
  it.each([
    '/dashboard/blogs',
    '/dashboard/notifications',
    '/settings/edit-profile',
    '/settings/change-password',
    '/editor',
    '/editor/some-blog',
  ])('sends a visitor from %s to /signin', async (url) => {
    const { router } = renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ from: url });
  });

  it.each(['/editor', '/editor/some-blog', '/dashboard/blogs'])(
    'sends a reader from %s to /404',
    async (url) => {
      const { router } = renderApp(url, { user: readerSession });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/404');
    },
  );

  it('lets an admin into the editor and the blogs dashboard', async () => {
    const { router } = renderApp('/dashboard/blogs', { user: adminSession });
    expect(await screen.findByRole('heading', { name: 'Manage Blogs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/blogs');
  });

  it('sends a signed-in user away from the sign-in and sign-up screens', async () => {
    for (const url of ['/signin', '/signup']) {
      const { router, unmount } = renderApp(url, { user: readerSession });
      await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.pathname).toBe('/');
      unmount();
    }
  });
});

describe('focus after navigation', () => {
  it("moves focus to the new page's heading, but never out of a field the user is typing in", async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/forgot-password'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    await waitFor(() => expect(heading).toHaveFocus());

    // A quick user is in the email field the moment it appears, before the next frame.
    const observer = new MutationObserver(() => {
      const field = document.querySelector<HTMLInputElement>('main input[type="email"]');
      if (field && document.activeElement !== field) field.focus();
      if (field) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await act(() => router.navigate('/signin'));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveFocus();
  });
});
