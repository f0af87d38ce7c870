import { checkNewNotification } from '@/api/auth';
import { likeBlog } from '@/api/blogs';
import { addComment } from '@/api/comments';
import { allNotificationsCount, getNotifications } from '@/api/notifications';
import { blogBySlug, failure, SEED_BLOG_IDS, signInAs, store, setupMockBackend } from './harness';

setupMockBackend();

describe('notifications (SPEC §2 Notifications)', () => {
  it('has every type for the admin, seen and unseen, and counts by filter', async () => {
    const admin = await signInAs('admin');
    const mine = store.db.notifications.filter((n) => n.notification_for === admin._id);
    for (const type of ['like', 'comment', 'reply'] as const) {
      expect(mine.some((n) => n.type === type && n.seen)).toBe(true);
      expect(mine.some((n) => n.type === type && !n.seen)).toBe(true);
    }
    const all = await allNotificationsCount('all');
    expect(all).toBe(mine.length);
    const parts = await Promise.all(
      (['like', 'comment', 'reply'] as const).map((filter) => allNotificationsCount(filter)),
    );
    expect(parts.reduce((a, b) => a + b, 0)).toBe(all);
  });

  it('pages 10 at a time, newest first, in the documented shape', async () => {
    await signInAs('admin');
    const page = await getNotifications({ page: 1, filter: 'all', deletedDocCount: 0 });
    expect(page).toHaveLength(10);
    const dates = page.map((n) => Date.parse(n.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const reply = (await getNotifications({ page: 1, filter: 'reply', deletedDocCount: 0 }))[0];
    expect(reply).toMatchObject({
      type: 'reply',
      user: { personal_info: { username: expect.any(String) } },
      blog: { _id: expect.any(String), blog_id: expect.any(String), title: expect.any(String) },
      comment: { _id: expect.any(String), comment: expect.any(String) },
      replied_on_comment: { _id: expect.any(String), comment: expect.any(String) },
    });
    const comments = await getNotifications({ page: 1, filter: 'comment', deletedDocCount: 0 });
    expect(comments.every((n) => n.type === 'comment')).toBe(true);
    expect(comments.some((n) => n.reply?.comment)).toBe(true);
  });

  it('marks a loaded page seen, and the new-notification flag follows', async () => {
    await signInAs('admin');
    expect(await checkNewNotification()).toEqual({ new_notification_available: true });
    const total = await allNotificationsCount('all');
    const pages = Math.ceil(total / 10);
    const first = await getNotifications({ page: 1, filter: 'all', deletedDocCount: 0 });
    expect(first.some((n) => !n.seen)).toBe(true);
    for (let page = 1; page <= pages; page += 1) {
      await getNotifications({ page, filter: 'all', deletedDocCount: 0 });
    }
    expect(await checkNewNotification()).toEqual({ new_notification_available: false });
    const again = await getNotifications({ page: 1, filter: 'all', deletedDocCount: 0 });
    expect(again.every((n) => n.seen)).toBe(true);

    const admin = store.db.users.find((u) => u.personal_info.username === 'amelia_hart');
    await signInAs('reader');
    await likeBlog(
      blogBySlug('local-first-software-why-your-app-should-work-offline-o1rc')._id,
      false,
    );
    const session = await signInAs('admin');
    expect(session._id).toBe(admin?._id);
    expect(session.new_notification_available).toBe(true);
    const [newest] = await getNotifications({ page: 1, filter: 'like', deletedDocCount: 0 });
    expect(newest).toMatchObject({
      seen: false,
      user: { personal_info: { username: 'riley_chen' } },
    });
  });

  it('skips (page - 1) * 10 - deletedDocCount items', async () => {
    await signInAs('admin');
    const page1 = await getNotifications({ page: 1, filter: 'all', deletedDocCount: 0 });
    const page2 = await getNotifications({ page: 2, filter: 'all', deletedDocCount: 0 });
    const shifted = await getNotifications({ page: 2, filter: 'all', deletedDocCount: 3 });
    expect(shifted.map((n) => n._id)).toEqual(
      [...page1.slice(7), ...page2].slice(0, 10).map((n) => n._id),
    );
  });

  it('never lists notifications of one own actions, and needs a session', async () => {
    await failure(getNotifications({ page: 1, filter: 'all', deletedDocCount: 0 }), 401);
    await failure(allNotificationsCount('all'), 401);
    const admin = await signInAs('admin');
    const blog = blogBySlug(SEED_BLOG_IDS.everyBlock);
    const before = await allNotificationsCount('all');
    await addComment({ _id: blog._id, blog_author: admin._id, comment: 'My own comment' });
    expect(await allNotificationsCount('all')).toBe(before);
  });
});
