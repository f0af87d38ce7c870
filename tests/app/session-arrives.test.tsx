import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS } from '@/config/endpoints';
import { blogKeys } from '@/lib/query-keys';
import { sessionStore } from '@/lib/session';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { liveSession, readerSession, renderApp } from '../render-app';
import { recordRequests, seedBlog } from '../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/**
 * Issue 29 item 16 and docs/decisions/0059: a new tab (a blog card opened with Ctrl+click while signed in in another tab) starts
 * without a session and hears it from the open tab a moment later. The reader's one visit of the blog must
 * stay one read, and the page already painted must stay painted.
 */
describe('the session heard from another tab while a blog is shown', () => {
  it('counts one read and never takes the blog away', async () => {
    const requests = recordRequests();
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    renderApp(`/blog/${blog.blog_id}`);
    await screen.findByRole('heading', { level: 1, name: blog.title });
    expect(requests.count(ENDPOINTS.getBlog)).toBe(1);

    let vanished = false;
    const observer = new MutationObserver(() => {
      if (!screen.queryByRole('heading', { level: 1, name: blog.title })) vanished = true;
    });
    observer.observe(document.body, { subtree: true, childList: true });
    act(() => sessionStore.tabs.heard(liveSession(readerSession)));
    // The like button waits for the signed-in reader's liked state: then the page has settled.
    await waitFor(() => expect(requests.count(ENDPOINTS.isLikedByUser)).toBe(1));
    await screen.findByRole('heading', { level: 1, name: blog.title });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    observer.disconnect();

    // get-blog without mode 'edit' counts a read on the server.
    const reads = (requests.bodies(ENDPOINTS.getBlog) as { mode?: string }[]).filter(
      (b) => b.mode !== 'edit',
    ).length;
    expect({ vanished, reads }).toEqual({ vanished: false, reads: 1 });
  });
});

/**
 * Another tab's Sign Out while a blog is shown (decisions 0061 and 0063 left it): the page stays drawn and is not
 * read again, which the server would count as a second read. A blog's own read is the same for every viewer
 * (get-blog: anyone with the id, drafts included; API-CONTRACT.md); what was the reader's goes.
 */
describe('a Sign Out heard from another tab while a blog is shown', () => {
  it('keeps the blog on screen, reads it once, and forgets what was the reader’s', async () => {
    const requests = recordRequests();
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    const { queryClient } = renderApp(`/blog/${blog.blog_id}`, { user: readerSession });
    await screen.findByRole('heading', { level: 1, name: blog.title });
    await waitFor(() => expect(requests.count(ENDPOINTS.isLikedByUser)).toBe(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    let vanished = false;
    const observer = new MutationObserver(() => {
      if (!screen.queryByRole('heading', { level: 1, name: blog.title })) vanished = true;
    });
    observer.observe(document.body, { subtree: true, childList: true });
    const signedOutAt = Date.now();
    act(() => sessionStore.tabs.signedOut(readerSession._id, readerSession._id));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => undefined);
    observer.disconnect();

    const reads = (requests.bodies(ENDPOINTS.getBlog) as { mode?: string }[]).filter(
      (b) => b.mode !== 'edit',
    ).length;
    expect({ vanished, reads }).toEqual({ vanished: false, reads: 1 });
    // Only what is the same for every viewer is kept, the blog's own read and Similar Blogs (0065): every other
    // answer (its like state, the reader's own) was asked for after the Sign Out.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (query) => query.state.data !== undefined && query.state.dataUpdatedAt < signedOutAt,
        )
        .map((query) => query.queryKey),
    ).toEqual([blogKeys.detail(blog.blog_id), blogKeys.similar(blog.blog_id, blog.tags[0]!)]);
  });
});

/**
 * Sign Out ends on home (SPEC §4), so every Sign Out drew home's lists as skeletons and read them again: the
 * change of user forgot every answer (0059 and 0061 left it). The lists of published blogs are the same for
 * every viewer, and are kept; what was the reader's goes.
 */
describe('Sign Out on home', () => {
  it('keeps the latest and trending blogs drawn, reads them once, and forgets what was the reader’s', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const { queryClient } = renderApp('/', { user: readerSession });
    const latest = await screen.findByRole('heading', { level: 1, name: 'Latest Blogs' });
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const cards = screen.getAllByRole('listitem').length;

    let vanished = false;
    const observer = new MutationObserver(() => {
      if (screen.queryAllByRole('listitem').length < cards) vanished = true;
    });
    observer.observe(document.body, { subtree: true, childList: true });
    const signedOutAt = Date.now();
    await user.click(screen.getByRole('button', { name: /^Account menu for/ }));
    await user.click(screen.getByRole('button', { name: /^Sign Out/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => undefined);
    observer.disconnect();

    expect(latest).toBeInTheDocument();
    expect({
      vanished,
      latest: requests.count(ENDPOINTS.latestBlogs),
      trending: requests.count(ENDPOINTS.trendingBlogs),
    }).toEqual({ vanished: false, latest: 1, trending: 1 });
    // Kept: what is the same for every viewer. Nothing of the reader's is.
    const kept = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined && query.state.dataUpdatedAt < signedOutAt)
      .map((query) => query.queryKey);
    expect(kept).toEqual(expect.arrayContaining([blogKeys.latest(), blogKeys.trending()]));
    for (const key of kept) expect(JSON.stringify(key)).not.toContain(readerSession._id);
  });
});
