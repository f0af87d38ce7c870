import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { store } from '@/mocks/node';
import { adminSession, renderApp } from '../../render-app';
import { recordRequests, seedUser } from '../../support/sign-in-as';
import { holdAnswers } from '../../support/held-answers';

/**
 * Finding 1 of the data-layer audit: a blog deleted while 'Load More' is loading stays deleted when the
 * page arrives, and the page the reader asked for still arrives.
 */
const ownPublished = () =>
  store.db.blogs
    .filter((blog) => blog.author === seedUser('amelia_hart')._id && !blog.draft)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const panel = () => screen.getByRole('tabpanel');

describe('deleting a blog while Load More is loading', () => {
  it('keeps it deleted and the total lowered, and still shows the next page', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const published = ownPublished();
    expect(published.length).toBeGreaterThan(6);
    const release = holdAnswers(ENDPOINTS.userWrittenBlogs, (body) => Number(body.page) > 1);
    renderApp('/dashboard/blogs', { user: adminSession });
    await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' });
    const victim = published[0]!;
    const heading = await within(panel()).findByRole('heading', { name: victim.title });

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.userWrittenBlogs)).toBe(2));
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this blog?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(within(panel()).queryByRole('heading', { name: victim.title })).toBeNull(),
    );
    release();

    // The page asked for arrives: the blog after page 1's last one is shown.
    await within(panel()).findByRole('heading', { name: published[5]!.title });
    expect(within(panel()).queryByRole('heading', { name: victim.title })).toBeNull();
    const shown = Math.min(9, published.length - 1);
    expect(
      screen.getByText(`Showing ${shown} of ${published.length - 1} published blogs`),
    ).toBeInTheDocument();
    expect(within(panel()).getAllByRole('heading', { level: 2 })).toHaveLength(shown);
  });
});
