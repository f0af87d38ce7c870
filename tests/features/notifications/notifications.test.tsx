import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server, store } from '@/mocks/node';
import { renderApp } from '../../render-app';
import { recordRequests, seedUser, signInAs } from '../../support/sign-in-as';
import { items, openNotifications } from '../../support/notifications-page';

/**
 * Issue 15 item 2, /dashboard/notifications against the mock backend (SPEC §2 Notifications, §4): filters
 * that reset the list, the items, the inline reply, deletions with totalDocs and deletedDocCount, the
 * unseen mark, and the new-notification flag cleared by loading them.
 */
vi.setConfig({ testTimeout: 20_000 });

const filterButton = (name: string) => screen.getByRole('button', { name });
const progress = () => screen.getByText(/^Showing \d+ of \d+ notifications$/);
/** Amelia's notifications, newest first, as the server will answer them. */
const ameliaInbox = (type?: string) => {
  const amelia = seedUser('amelia_hart');
  return store.db.notifications.filter(
    (n) => n.notification_for === amelia._id && n.user !== amelia._id && (!type || n.type === type),
  );
};

describe('notifications (issue 15)', () => {
  it('loads one page and its count, marks unseen items, and clears the red dots', async () => {
    const requests = recordRequests();
    const unseen = ameliaInbox().filter((n) => !n.seen).length;
    expect(unseen).toBeGreaterThan(0);
    const { session } = await openNotifications();
    expect(session.new_notification_available).toBe(true);
    expect(items()).toHaveLength(10);
    expect(filterButton('all')).toHaveAttribute('aria-pressed', 'true');
    expect(requests.bodies(ENDPOINTS.notifications)).toEqual([
      { page: 1, filter: 'all', deletedDocCount: 0, deleteDocCount: 0 },
    ]);
    expect(requests.bodies(ENDPOINTS.allNotificationsCount)).toEqual([{ filter: 'all' }]);
    expect(progress()).toHaveTextContent(`Showing 10 of ${ameliaInbox().length} notifications`);
    // Unseen ones carry the mark, in words for screen readers too.
    expect(screen.getAllByText('New:').length).toBe(Math.min(unseen, 10));
    // SPEC §4: the bell's and the sidebar's dots go without a reload.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Notifications (new)' })).toBeNull(),
    );
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({
      new_notification_available: false,
    });
  });

  it('resets the list when the filter changes, and shows each kind of item', async () => {
    const requests = recordRequests();
    const { user } = await openNotifications();
    await user.click(filterButton('comment'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
    expect(filterButton('comment')).toHaveAttribute('aria-pressed', 'true');
    for (const item of items()) expect(item).toHaveTextContent(/commented on/);
    const link = within(items()[0]!).getAllByRole('link').at(-1)!;
    expect(link.getAttribute('href')).toMatch(/^\/blog\//);

    await user.click(filterButton('reply'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('replied on'));
    // A reply shows the replied-on comment instead of the blog title.
    const reply = ameliaInbox('reply')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .at(0)!;
    const repliedOn = store.db.comments.find((c) => c._id === reply.replied_on_comment)!;
    expect(items()[0]!.querySelector('q')).toHaveTextContent(repliedOn.comment);

    await user.click(filterButton('like'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('liked your blog'));
    expect(within(items()[0]!).queryByRole('button', { name: /^Reply/ })).toBeNull();
    expect(
      requests.bodies(ENDPOINTS.notifications).map((b) => (b as { filter: string }).filter),
    ).toEqual(['all', 'comment', 'reply', 'like']);
    expect(requests.count(ENDPOINTS.allNotificationsCount)).toBe(4);
  });

  it('replies inline (non-empty, with notification_id); the reply shows beneath with its own Delete', async () => {
    const requests = recordRequests();
    const { user } = await openNotifications();
    await user.click(filterButton('comment'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    const send = within(item).getByRole('button', { name: 'Reply' });
    await user.click(send);
    expect(within(item).getByRole('alert')).toHaveTextContent(
      'Write something to leave a comment....',
    );
    await user.type(within(item).getByRole('textbox'), 'Thanks for reading!');
    await user.click(send);
    expect(await within(item).findByText('Thanks for reading!')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^Reply to/ })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Delete your reply' })).toBeVisible();
    const body = requests.bodies(ENDPOINTS.addComment)[0] as Record<string, string>;
    expect(body.notification_id).toBeTruthy();
    expect(body.replying_to).toBeTruthy();

    // Deleting only the reply keeps the item, and Reply is offered again.
    await user.click(within(item).getByRole('button', { name: 'Delete your reply' }));
    await waitFor(() => expect(within(item).queryByText('Thanks for reading!')).toBeNull());
    expect(within(item).getByRole('button', { name: /^Reply to/ })).toBeVisible();
  });

  it('moves focus to the sent reply when the reply box closes, not to <body> (WCAG 2.4.3)', async () => {
    const { user } = await openNotifications();
    await user.click(filterButton('comment'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    await user.type(within(item).getByRole('textbox'), 'Focus follows me');
    await user.keyboard('{Tab}{Enter}');
    await within(item).findByText('Focus follows me');
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const sent = within(item).getByRole('group', { name: 'Your reply' });
    expect(sent).toHaveTextContent('Focus follows me');
    await waitFor(() => expect(sent).toHaveFocus());
  });

  it('keeps a half-written reply when the page is left, and opens it again with its text', async () => {
    const { user, view } = await openNotifications();
    await user.click(filterButton('comment'));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    const replyTo = within(item).getByRole('button', { name: /^Reply to/ });
    const name = replyTo.getAttribute('aria-label')!;
    await user.click(replyTo);
    await user.type(within(item).getByRole('textbox', { name }), 'Half an answer');
    view.unmount();

    renderApp('/dashboard/notifications', { user: await signInAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'comment' }, { timeout: 10_000 }));
    const box = await screen.findByRole('textbox', { name }, { timeout: 10_000 });
    expect(box).toHaveValue('Half an answer');
    // Only that item's box opens again; Cancel ends the draft.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const again = box.closest('article')!;
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(within(again).queryByRole('textbox')).toBeNull();
    await user.click(within(again).getByRole('button', { name }));
    expect(within(again).getByRole('textbox', { name })).toHaveValue('');
  });

  it('deleting an item removes it, lowers totalDocs and sends deletedDocCount with the next page', async () => {
    const requests = recordRequests();
    const { user } = await openNotifications();
    const total = ameliaInbox().length;
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Delete the/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Delete the/ }));
    await waitFor(() => expect(items()).not.toContain(item));
    expect(items()).toHaveLength(9);
    expect(progress()).toHaveTextContent(`Showing 9 of ${total - 1} notifications`);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(items().length).toBeGreaterThan(9));
    expect(requests.bodies(ENDPOINTS.notifications).at(-1)).toEqual({
      page: 2,
      filter: 'all',
      deletedDocCount: 1,
      deleteDocCount: 1,
    });
  });

  it('says so with Retry when the list fails, keeps a failed reply, and keeps an item whose delete fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const down = () => HttpResponse.json({ error: 'down' }, { status: 500 });
    server.use(
      http.post(`*${ENDPOINTS.notifications}`, () => (fail ? down() : undefined)),
      http.post(`*${ENDPOINTS.addComment}`, down),
      http.post(`*${ENDPOINTS.deleteComment}`, down),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/notifications', { user: await signInAs('admin') });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your notifications could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'comment' }));
    await waitFor(() => expect(items()[0]).toHaveTextContent('commented on'));

    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    await user.type(within(item).getByRole('textbox'), 'Kept when it fails');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(/could not be posted/);
    expect(within(item).getByRole('textbox')).toHaveValue('Kept when it fails');

    await user.click(within(item).getByRole('button', { name: /^Delete the/ }));
    await within(item).findByText('This comment could not be deleted. Try again.');
    expect(items()).toContain(item);
  });

  it("says 'Nothing available' when there is nothing", async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/notifications', { user: await signInAs('reader') });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Recent Notifications' },
      { timeout: 5000 },
    );
    await user.click(filterButton('like'));
    expect(await screen.findByText('Nothing available')).toBeInTheDocument();
  });
});
