import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog } from '../../support/sign-in-as';

/**
 * Issue 29 item 13: Back closes what is open. The Comments panel is a history entry of its own: Back closes
 * it and stays on the post, and closing it from its own controls goes back to the entry it was opened from
 * (no extra entry left behind). e2e/comments-back.spec.ts drives the browser's own Back at 375 px.
 */
const blog = () => seedBlog(SEED_BLOG_IDS.manyComments);
const panel = () => screen.queryByRole('dialog', { name: 'Comments' });

/** Home, then the blog (so Back has somewhere to leave the post for), then the comment button. */
async function openPanel() {
  const user = userEvent.setup();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' });
  await act(() => view.router.navigate(`/blog/${SEED_BLOG_IDS.manyComments}`));
  await screen.findByRole('heading', { level: 1, name: blog().title });
  const onPost = view.router.state.location.key;
  await user.click(
    screen.getByRole('button', { name: `Comments (${blog().activity.total_comments})` }),
  );
  // The panel's code (and its comments) downloads on first opening: slow on a busy machine.
  await screen.findByRole('dialog', { name: 'Comments' }, { timeout: 5000 });
  return { ...view, user, onPost };
}

describe('the Comments panel in the browser history (issue 29 item 13)', () => {
  it('Back closes the panel and stays on the post; the next Back leaves it', async () => {
    const { router, onPost } = await openPanel();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(panel()).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: blog().title })).toBeInTheDocument();
    expect(router.state.location.key).toBe(onPost);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
  });

  it('Forward opens it again', async () => {
    const { router } = await openPanel();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(panel()).toBeNull());
    await act(() => router.navigate(1));
    expect(await screen.findByRole('dialog', { name: 'Comments' })).toBeInTheDocument();
  });

  it.each([
    ['its close button', 'close'],
    ['Escape', 'escape'],
    ['the comment button', 'toggle'],
  ] as const)(
    'closing it with %s goes back to the post’s entry: no extra entry',
    async (_, how) => {
      const { router, user, onPost } = await openPanel();
      if (how === 'close') await user.click(screen.getByRole('button', { name: 'Close comments' }));
      if (how === 'escape') await user.keyboard('{Escape}');
      if (how === 'toggle')
        await user.click(screen.getByRole('button', { name: /^Comments \(\d+\)$/ }));
      await waitFor(() => expect(panel()).toBeNull());
      expect(router.state.location.key).toBe(onPost);
      // Back from here leaves the post: nothing of the panel was left in the history.
      await act(() => router.navigate(-1));
      expect(await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    },
  );

  it('a second Escape while the first is closing the panel does not leave the post', async () => {
    const { router, user } = await openPanel();
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(panel()).toBeNull());
    expect(router.state.location.pathname).toBe(`/blog/${SEED_BLOG_IDS.manyComments}`);
  });
});
