import { screen, waitFor, within } from '@testing-library/react';
import { ENDPOINTS } from '@/config/endpoints';
import { http, HttpResponse } from 'msw';
import { server, store } from '@/mocks/node';
import { answerAsFamily } from '../../support/family-server';
import { items, openNotifications } from '../../support/notifications-page';
import { recordRequests, seedUser, signInAs } from '../../support/sign-in-as';

/**
 * What Notifications shows of things that changed under it (docs/decisions/0059): 'all' read again after a
 * filter change, a new notification having arrived meanwhile; a reply whose original comment is gone.
 */
vi.setConfig({ testTimeout: 20_000 });

const filterButton = (name: string) => screen.getByRole('button', { name });
const progress = () => screen.getByText(/^Showing \d+ of \d+ notifications$/);
const inbox = () => {
  const amelia = seedUser('amelia_hart');
  return store.db.notifications.filter(
    (n) => n.notification_for === amelia._id && n.user !== amelia._id,
  );
};

describe("coming back to 'all' after a new notification", () => {
  it('shows the new notification and counts it', async () => {
    const requests = recordRequests();
    const { user } = await openNotifications();
    const before = inbox().length;
    expect(progress()).toHaveTextContent(`of ${before} notifications`);
    await user.click(filterButton('comment'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));

    // Someone comments on one of Amelia's blogs meanwhile (another user, through the API).
    const reader = await signInAs('reader');
    const amelia = seedUser('amelia_hart');
    const blog = store.db.blogs.find((b) => b.author === amelia._id && !b.draft)!;
    const answer = await fetch(`http://api.test${ENDPOINTS.addComment}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${reader.access_token}`,
      },
      body: JSON.stringify({ _id: blog._id, blog_author: amelia._id, comment: 'Brand new' }),
    });
    expect(answer.ok).toBe(true);
    expect(inbox()).toHaveLength(before + 1);

    await user.click(filterButton('all'));
    // The list is read again: the new one is on top…
    await waitFor(() => expect(items()[0]).toHaveTextContent('Brand new'));
    // …and the count the page shows is the server's, with it.
    expect(progress()).toHaveTextContent(`Showing 10 of ${before + 1} notifications`);
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBeGreaterThanOrEqual(3);
  });
});

describe('a reply notification whose original comment is gone', () => {
  it('names the blog instead of an empty quote (the family’s answer during its delete)', async () => {
    answerAsFamily(ENDPOINTS.notifications);
    const amelia = seedUser('amelia_hart');
    const reply = store.db.notifications
      .filter(
        (n) => n.notification_for === amelia._id && n.user !== amelia._id && n.type === 'reply',
      )
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0]!;
    const blog = store.db.blogs.find((b) => b._id === reply.blog)!;
    // The family's delete-comment answers before its cascade reaches the replies: for that moment the reply
    // and its notification outlive the original, and the list's populate gives null.
    store.db.comments = store.db.comments.filter((c) => c._id !== reply.replied_on_comment);
    const { user } = await openNotifications();
    await user.click(filterButton('reply'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('replied on'));
    expect(items()[0]!.querySelector('q')).toBeNull();
    expect(within(items()[0]!).getByRole('link', { name: `"${blog.title}"` })).toHaveAttribute(
      'href',
      `/blog/${blog.blog_id}`,
    );
  });
});

describe('a filter’s results, said to a screen reader', () => {
  /** The live regions on the page now (the toaster's apart). */
  const liveRegions = () =>
    [...document.querySelectorAll<HTMLElement>('[aria-live="polite"], [role="status"]')].filter(
      (node) => !node.closest('[data-toaster]'),
    );

  it('by a live region that stays on the page while the list is read again', async () => {
    const { user } = await openNotifications();
    await waitFor(() => expect(progress()).toBeInTheDocument());
    const before = liveRegions();
    await user.click(filterButton('comment'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
    // A region added with its words already in it is often not read out; one kept on the page is.
    expect(
      before.some(
        (node) =>
          node.isConnected && /^Showing \d+ of \d+ notifications$/.test(node.textContent ?? ''),
      ),
    ).toBe(true);
  });

  it('says when a filter has nothing', async () => {
    const { user } = await openNotifications();
    // Nothing of that kind on the server.
    server.use(
      http.post(`*${ENDPOINTS.notifications}`, () => HttpResponse.json({ notifications: [] })),
      http.post(`*${ENDPOINTS.allNotificationsCount}`, () => HttpResponse.json({ totalDocs: 0 })),
    );
    const before = liveRegions();
    await user.click(filterButton('like'));
    await screen.findByText('Nothing available');
    expect(
      before.some((node) => node.isConnected && node.textContent === 'Nothing available'),
    ).toBe(true);
  });
});
