import { act, screen, waitFor } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
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
