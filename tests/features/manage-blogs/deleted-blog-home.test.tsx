import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };

const homeTitles = () =>
  within(screen.getByRole('region', { name: 'Latest Blogs' }))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/**
 * The admin deletes a blog in Manage blogs, then goes home (the logo, or Back) within the minute the home
 * list is kept. The delete only marked the other lists stale: home drew the deleted blog from its cache, and it
 * vanished when the list had been read again. The app knows it is gone: it is never drawn (decision 0061).
 */
it('a blog deleted in Manage blogs is not drawn on home, then taken away', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/', { user: adminSession });
  await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
  await waitFor(() => expect(homeTitles().length).toBeGreaterThan(0), SLOW);
  const own = store.db.blogs.filter((blog) => blog.author === adminSession._id && !blog.draft);
  const title = homeTitles().find((shown) => own.some((blog) => blog.title === shown));
  if (!title) throw new Error('no blog of the admin on the first page of home');

  await act(() => router.navigate('/dashboard/blogs'));
  const panel = await screen.findByRole('tabpanel', {}, SLOW);
  // Load more until the blog is listed.
  for (let i = 0; i < 10 && !within(panel).queryByRole('heading', { level: 2, name: title }); i++) {
    await user.click(await within(panel).findByRole('button', { name: /Load More/ }, SLOW));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  }
  const heading = await within(panel).findByRole('heading', { level: 2, name: title }, SLOW);
  await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this blog?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(within(panel).queryByRole('heading', { level: 2, name: title })).toBeNull(),
  );

  const release = holdAnswers(ENDPOINTS.latestBlogs);
  await act(() => router.navigate('/'));
  await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }, SLOW);
  const drawn = homeTitles();
  release();
  expect(drawn).not.toContain(title);
});
