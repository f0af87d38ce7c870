import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests, seedUser } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

const admin = () => seedUser('amelia_hart');
const ownNewest = () =>
  store.db.blogs
    .filter((blog) => blog.author === admin()._id && !blog.draft)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;

/**
 * A blog deleted in Manage blogs while its page is kept from an earlier visit (docs/decisions/0059): Back to
 * it says what the server says, 'Blog not found', not the deleted content.
 */
describe('a blog deleted while its page is cached', () => {
  it('Back to its page says it is gone, not the deleted content', async () => {
    const user = userEvent.setup();
    const victim = ownNewest();
    const view = renderApp(`/blog/${victim.blog_id}`, { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: victim.title });

    await act(() => view.router.navigate('/dashboard/blogs'));
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    const panel = () => screen.getByRole('tabpanel');
    const heading = await within(panel()).findByRole('heading', { name: victim.title });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this blog?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(store.db.blogs.some((blog) => blog.blog_id === victim.blog_id)).toBe(false),
    );
    await waitFor(() =>
      expect(within(panel()).queryByRole('heading', { name: victim.title })).toBeNull(),
    );

    const requests = recordRequests();
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(requests.count(ENDPOINTS.getBlog)).toBe(1));
    // Wait until the page's read has its answer (the server's 404).
    await waitFor(() =>
      expect(view.queryClient.getQueryState(['blogs', 'detail', victim.blog_id])?.fetchStatus).toBe(
        'idle',
      ),
    );
    expect(view.queryClient.getQueryState(['blogs', 'detail', victim.blog_id])?.status).toBe(
      'error',
    );
    // What the reader sees: the deleted blog's title and content, not 'Blog not found'.
    expect(screen.queryByRole('heading', { level: 1, name: victim.title })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
  });
});

/**
 * Deleted elsewhere (another tab, another device: docs/decisions/0059 left it, 0065): Back to its page, kept
 * from the visit before, says what the server now says once it answers, not the deleted content.
 */
describe('a blog deleted elsewhere while its page is cached', () => {
  it('Back to its page says it is gone once the server answers', async () => {
    const victim = ownNewest();
    const view = renderApp(`/blog/${victim.blog_id}`, { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: victim.title });
    await act(() => view.router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' });
    // Deleted on another device: nothing here knows.
    store.db.blogs = store.db.blogs.filter((blog) => blog.blog_id !== victim.blog_id);

    await act(() => view.router.navigate(-1));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: victim.title })).toBeNull();
  });
});
