import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server, store } from '@/mocks/node';
import { renderApp } from '../../render-app';
import { recordRequests } from '../../support/sign-in-as';

const latestList = () => screen.getByRole('region', { name: /latest blogs|blogs about/i });

describe('home (SPEC §2 Home)', () => {
  it('shows skeletons, then the latest blogs as cards linking to /blog/{blog_id}', async () => {
    const requests = recordRequests();
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);

    const newest = store.db.blogs
      .filter((blog) => !blog.draft)
      .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0]!;
    const title = await within(latestList()).findByRole('heading', { name: newest.title });
    expect(title.closest('a')).toHaveAttribute('href', `/blog/${newest.blog_id}`);
    expect(within(latestList()).getAllByRole('listitem')).toHaveLength(5);
    // One request per need, even under StrictMode's double effects.
    expect(requests.count(ENDPOINTS.latestBlogs)).toBe(1);
    expect(requests.count(ENDPOINTS.allLatestBlogsCount)).toBe(1);
    expect(requests.count(ENDPOINTS.trendingBlogs)).toBe(1);
  });

  it('loads more with Load More until every blog is shown', async () => {
    const user = userEvent.setup();
    const total = store.db.blogs.filter((blog) => !blog.draft).length;
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await within(latestList()).findAllByRole('listitem');
    for (let shown = 5; shown < total; shown += 5) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      await waitFor(() =>
        expect(within(latestList()).getAllByRole('listitem')).toHaveLength(
          Math.min(shown + 5, total),
        ),
      );
    }
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('Load More moves focus to the first new post (issue 29 item 15)', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await within(latestList()).findAllByRole('listitem');
    // From the keyboard: Tab to the button, Enter.
    screen.getByRole('button', { name: 'Load More' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(latestList()).getAllByRole('listitem')).toHaveLength(10));
    const sixth = within(latestList()).getAllByRole('listitem')[5]!;
    await waitFor(() => expect(within(sixth).getByRole('link')).toHaveFocus());
  });

  it('filters by a topic tag and returns to the latest blogs when the tag is chosen again', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await within(latestList()).findAllByRole('listitem');

    const tech = screen.getByRole('button', { name: 'tech' });
    expect(tech).toHaveAttribute('aria-pressed', 'false');
    await user.click(tech);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blogs about tech' }),
    ).toBeInTheDocument();
    expect(tech).toHaveAttribute('aria-pressed', 'true');
    const techBlogs = store.db.blogs.filter((b) => !b.draft && b.tags.includes('tech'));
    await waitFor(() =>
      expect(within(latestList()).getAllByRole('listitem')).toHaveLength(
        Math.min(5, techBlogs.length),
      ),
    );
    expect(requests.bodies(ENDPOINTS.searchBlogs)).toContainEqual({ tag: 'tech', page: 1 });

    await user.click(tech);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeInTheDocument();
    expect(tech).toHaveAttribute('aria-pressed', 'false');
  });

  it('ranks trending blogs with zero-padded indexes', async () => {
    renderApp('/');
    const trending = await screen.findByRole('region', { name: 'Trending' });
    const items = await within(trending).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(/^01/);
    expect(items[4]).toHaveTextContent(/^05/);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/blog\//),
    );
  });

  it('shows the empty texts when nothing is published', async () => {
    server.use(
      http.post(`*${ENDPOINTS.latestBlogs}`, () => HttpResponse.json({ blogs: [] })),
      http.post(`*${ENDPOINTS.allLatestBlogsCount}`, () => HttpResponse.json({ totalDocs: 0 })),
      http.get(`*${ENDPOINTS.trendingBlogs}`, () => HttpResponse.json({ blogs: [] })),
    );
    renderApp('/');
    expect(await screen.findByText('No blogs published')).toBeInTheDocument();
    expect(await screen.findByText('No trending blogs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('ends loading with a message and a Retry when the lists fail, and recovers', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.post(`*${ENDPOINTS.latestBlogs}`, () =>
        fail ? HttpResponse.json({ error: 'down' }, { status: 500 }) : undefined,
      ),
      http.get(`*${ENDPOINTS.trendingBlogs}`, () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('The blogs could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The trending blogs could not be loaded.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    expect(warn).toHaveBeenCalled();

    fail = false;
    await user.click(within(latestList()).getByRole('button', { name: 'Retry' }));
    expect(await within(latestList()).findAllByRole('listitem')).toHaveLength(5);
  });

  it('falls back to the loaded length when the count fails (SPEC §7)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(`*${ENDPOINTS.allLatestBlogsCount}`, () =>
        HttpResponse.json({ error: 'no count' }, { status: 500 }),
      ),
    );
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(await within(latestList()).findAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});
