import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/config/endpoints';
import { server, store } from '@/mocks/node';
import { nextId, nextTimestamp } from '@/mocks/store/ids';
import { renderApp } from '../../render-app';
import { holdAnswers } from '../../support/held-answers';
import { items, openNotifications } from '../../support/notifications-page';
import { recordRequests, seedUser, signInAs } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/** Lets an answer released a moment ago be handled before the next one is (a few ms; margin for a busy CI). */
const handled = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/**
 * Writes into the cached lists (src/lib/paged-writes.ts) while the Notifications page reads: a filter chosen
 * while a delete or an inline reply is out, and a delete of a notification a later page repeated.
 */
describe('a filter chosen while a write is out', () => {
  it('shows the chosen filter’s notifications when a delete lands during their first read', async () => {
    const requests = recordRequests();
    const { user } = await openNotifications();
    const releaseDelete = holdAnswers(ENDPOINTS.deleteComment);
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Delete the/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Delete the/ }));
    await waitFor(() => expect(requests.count(ENDPOINTS.deleteComment)).toBe(1));

    const releaseList = holdAnswers(ENDPOINTS.notifications, (body) => body.filter === 'like');
    await user.click(screen.getByRole('button', { name: 'like' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.notifications)).toBe(2));
    releaseDelete();
    await handled();
    releaseList();
    // It used to stay on its loading skeleton: the delete cancelled the first read, and nothing asked again.
    await waitFor(() => expect(items()[0]).toHaveTextContent('liked your blog'));
  });

  it('shows the chosen filter’s notifications when an inline reply lands during their first read', async () => {
    const requests = recordRequests();
    const { user } = await openNotifications();
    const releaseReply = holdAnswers(ENDPOINTS.addComment);
    const item = items().find((el) => within(el).queryByRole('button', { name: /^Reply to/ }))!;
    await user.click(within(item).getByRole('button', { name: /^Reply to/ }));
    await user.type(within(item).getByRole('textbox'), 'Sent, then another filter');
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.addComment)).toBe(1));

    const releaseList = holdAnswers(ENDPOINTS.notifications, (body) => body.filter === 'like');
    await user.click(screen.getByRole('button', { name: 'like' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.notifications)).toBe(2));
    releaseReply();
    await handled();
    releaseList();
    await waitFor(() => expect(items()[0]).toHaveTextContent('liked your blog'));
  });
});

describe('a delete of a notification that a later page repeated', () => {
  it('counts it once: the oldest notification is still reached', async () => {
    const riley = seedUser('riley_chen');
    const make = (n: number) => ({
      _id: `notif-${n}`,
      type: 'comment',
      seen: true,
      createdAt: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(),
      user: { personal_info: riley.personal_info },
      blog: { _id: `blog-${n}`, blog_id: `slug-${n}`, title: `Blog ${n}` },
      comment: { _id: `comment-${n}`, comment: `Text number ${n} end` },
    });
    // The family's paging: (page - 1) * 10 - deletedDocCount, newest first.
    let list = Array.from({ length: 29 }, (_, i) => make(i + 1));
    server.use(
      http.post(`*${ENDPOINTS.notifications}`, async ({ request }) => {
        const body = (await request.json()) as { page: number; deletedDocCount?: number };
        const skip = (body.page - 1) * 10 - (body.deletedDocCount ?? 0);
        return HttpResponse.json({ notifications: list.slice(skip, skip + 10) });
      }),
      http.post(`*${ENDPOINTS.allNotificationsCount}`, () =>
        HttpResponse.json({ totalDocs: list.length }),
      ),
      http.post(`*${ENDPOINTS.deleteComment}`, async ({ request }) => {
        const body = (await request.json()) as { _id: string };
        list = list.filter((item) => item.comment._id !== body._id);
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/notifications', { user: await signInAs('admin') });
    await waitFor(() => expect(items()).toHaveLength(10), { timeout: 5000 });

    // A new one arrives: page 2 starts with page 1's last (shown once).
    list = [make(0), ...list];
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(items()).toHaveLength(19));

    const repeated = items().find((el) => el.textContent?.includes('Text number 10 end'))!;
    await user.click(within(repeated).getByRole('button', { name: /^Delete the comment/ }));
    await waitFor(() => expect(items()).toHaveLength(18));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(items()).toHaveLength(28));
    expect(screen.getByText('Text number 29 end', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});

describe('a delete from a notification whose inline reply has a reply of its own', () => {
  it('removes the notification about the reply to my reply, and counts it in deletedDocCount', async () => {
    const db = store.db;
    const amelia = seedUser('amelia_hart');
    const riley = seedUser('riley_chen');
    const blog = db.blogs.find((b) => b.author === amelia._id && !b.draft)!;
    const mk = (id: string, by: string, text: string, parent: string | null) => {
      db.comments.push({
        _id: id,
        blog_id: blog._id,
        blog_author: amelia._id,
        comment: text,
        children: [],
        commented_by: by,
        isReply: parent !== null,
        parent,
        commentedAt: nextTimestamp(db),
      });
      if (parent) db.comments.find((c) => c._id === parent)!.children.push(id);
      if (!parent) blog.comments.push(id);
    };
    const c = nextId(db);
    const mine = nextId(db);
    const theirs = nextId(db);
    mk(c, riley._id, 'Riley top comment', null);
    mk(mine, amelia._id, 'Amelia inline reply', c);
    mk(theirs, riley._id, 'Riley answers Amelia', mine);
    db.notifications.push({
      _id: nextId(db),
      type: 'comment',
      blog: blog._id,
      notification_for: amelia._id,
      user: riley._id,
      comment: c,
      reply: mine,
      replied_on_comment: null,
      seen: true,
      createdAt: nextTimestamp(db),
    });
    db.notifications.push({
      _id: nextId(db),
      type: 'reply',
      blog: blog._id,
      notification_for: amelia._id,
      user: riley._id,
      comment: theirs,
      reply: null,
      replied_on_comment: mine,
      seen: true,
      createdAt: nextTimestamp(db),
    });
    const inbox = () =>
      db.notifications.filter((n) => n.notification_for === amelia._id && n.user !== amelia._id);
    const total = inbox().length;

    const requests = recordRequests();
    const { user } = await openNotifications();
    const byText = (t: string) => items().find((el) => el.textContent?.includes(t));
    expect(byText('Riley answers Amelia')).toBeDefined();
    const top = byText('Riley top comment')!;
    await user.click(within(top).getByRole('button', { name: /^Delete the comment/ }));
    await waitFor(() => expect(byText('Riley top comment')).toBeUndefined());
    // The server removed both notifications.
    expect(inbox().length).toBe(total - 2);
    // The notification about the answer to Amelia's reply goes too: that answer is gone with it.
    expect(byText('Riley answers Amelia')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(requests.count(ENDPOINTS.notifications)).toBe(2));
    expect(requests.bodies(ENDPOINTS.notifications).at(-1)).toMatchObject({ deletedDocCount: 2 });
  });
});
