import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server, store } from '@/mocks/node';
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

describe('deleting a blog that a later page repeated', () => {
  it('counts it once: the oldest blog is still reached', async () => {
    const make = (n: number) => ({
      blog_id: `blog-slug-${n}`,
      title: `Post number ${n} end`,
      des: 'd',
      banner: '',
      activity: { total_likes: 0, total_comments: 0, total_reads: 0, total_parent_comments: 0 },
      publishedAt: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
      draft: false,
    });
    // The family's paging: (page - 1) * 5 - deletedDocCount, newest first.
    let list = Array.from({ length: 14 }, (_, i) => make(i + 1));
    server.use(
      http.post(`*${ENDPOINTS.userWrittenBlogs}`, async ({ request }) => {
        const body = (await request.json()) as { page: number; deletedDocCount?: number };
        const skip = (body.page - 1) * 5 - (body.deletedDocCount ?? 0);
        return HttpResponse.json({ blogs: list.slice(skip, skip + 5) });
      }),
      http.post(`*${ENDPOINTS.userWrittenBlogsCount}`, () =>
        HttpResponse.json({ totalDocs: list.length }),
      ),
      http.post(`*${ENDPOINTS.deleteBlog}`, async ({ request }) => {
        const body = (await request.json()) as { blog_id: string };
        list = list.filter((blog) => blog.blog_id !== body.blog_id);
        return HttpResponse.json({ status: 'done' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/blogs', { user: adminSession });
    const items = () => within(panel()).queryAllByRole('heading', { level: 2 });
    await waitFor(() => expect(items()).toHaveLength(5));
    // Published in another tab meanwhile: page 2 starts with page 1's last (shown once).
    list = [make(0), ...list];
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(items()).toHaveLength(9));
    const repeated = within(panel())
      .getByRole('heading', { name: 'Post number 5 end' })
      .closest('li')!;
    await user.click(within(repeated).getByRole('button', { name: /^Delete/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this blog?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(items()).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(items()).toHaveLength(13));
    expect(
      within(panel()).getByRole('heading', { name: 'Post number 14 end' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 13 of 13 published blogs')).toBeInTheDocument();
  });
});
