import { addComment, deleteComment, getBlogComments, getReplies } from '@/api/comments';
import { getNotifications } from '@/api/notifications';
import {
  blogBySlug,
  failure,
  SEED_BLOG_IDS,
  signInAs,
  store,
  setupMockBackend,
  userId,
} from './harness';

setupMockBackend();

const jonas = { email: 'jonas@example.com', password: 'Demo1234' };

/** Jonas's top-level comment on the busy blog: 6 replies, one of which has a reply of its own. */
function threadRoot() {
  const blog = blogBySlug(SEED_BLOG_IDS.manyComments);
  const root = store.db.comments.find(
    (c) => c.blog_id === blog._id && !c.isReply && c.children.length === 6,
  );
  if (!root) throw new Error('seed changed: no comment with 6 replies');
  return { blog, root };
}

describe('reading comments', () => {
  it('pages top-level comments 5 at a time, newest first, with their authors', async () => {
    const blog = blogBySlug(SEED_BLOG_IDS.manyComments);
    expect(blog.activity.total_parent_comments).toBe(12);
    const first = await getBlogComments(blog._id, 0);
    expect(first).toHaveLength(5);
    expect(first[0]?.commented_by.personal_info).toMatchObject({ username: 'sofia_marquez' });
    const dates = first.map((c) => Date.parse(c.commentedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(await getBlogComments(blog._id, 5)).toHaveLength(5);
    expect(await getBlogComments(blog._id, 10)).toHaveLength(2);
    expect(await getBlogComments('unknown', 0)).toEqual([]);
  });

  it('pages replies 5 at a time, oldest first', async () => {
    const { root } = threadRoot();
    const replies = await getReplies(root._id, 0);
    expect(replies).toHaveLength(5);
    expect(replies.map((r) => r._id)).toEqual(root.children.slice(0, 5));
    expect(replies[0]?.children).toHaveLength(1);
    expect(await getReplies(root._id, 5)).toHaveLength(1);
    await failure(getReplies('unknown', 0), 404);
  });
});

describe('add-comment (SPEC §4 Comments)', () => {
  it('adds a top-level comment, raising both counters and notifying the author', async () => {
    const reader = await signInAs('reader');
    const blog = blogBySlug(SEED_BLOG_IDS.everyBlock);
    const { total_comments, total_parent_comments } = blog.activity;
    const comment = await addComment({
      _id: blog._id,
      blog_author: 'spoofed',
      comment: '  Nice post  ',
    });
    expect(comment).toMatchObject({
      comment: 'Nice post',
      children: [],
      commented_by: { personal_info: { username: 'riley_chen' } },
    });
    expect(blog.activity.total_comments).toBe(total_comments + 1);
    expect(blog.activity.total_parent_comments).toBe(total_parent_comments + 1);
    expect((await getBlogComments(blog._id, 0))[0]?._id).toBe(comment._id);
    const notice = store.db.notifications.find((n) => n.comment === comment._id);
    expect(notice).toMatchObject({
      type: 'comment',
      notification_for: blog.author,
      user: reader._id,
    });
  });

  it('adds a reply under its parent, raising total_comments only and notifying the commenter', async () => {
    const admin = await signInAs('admin');
    const { blog, root } = threadRoot();
    const { total_comments, total_parent_comments } = blog.activity;
    const reply = await addComment({
      _id: blog._id,
      blog_author: blog.author,
      comment: 'Thanks Jonas',
      replying_to: root._id,
    });
    expect(root.children.at(-1)).toBe(reply._id);
    expect(blog.activity.total_comments).toBe(total_comments + 1);
    expect(blog.activity.total_parent_comments).toBe(total_parent_comments);
    const notice = store.db.notifications.find((n) => n.comment === reply._id);
    expect(notice).toMatchObject({
      type: 'reply',
      notification_for: userId('jonas_becker'),
      user: admin._id,
      replied_on_comment: root._id,
    });
  });

  it('records a reply sent from the notifications screen on that notification', async () => {
    await signInAs('admin');
    const [item] = await getNotifications({ page: 1, filter: 'comment', deletedDocCount: 0 });
    if (!item?.comment) throw new Error('seed changed: no comment notification');
    const reply = await addComment({
      _id: item.blog._id,
      blog_author: '',
      comment: 'Replying from my notifications',
      replying_to: item.comment._id,
      notification_id: item._id,
    });
    expect(store.db.notifications.find((n) => n._id === item._id)?.reply).toBe(reply._id);
  });

  it('refuses empty comments, unknown targets and anonymous callers', async () => {
    const blog = blogBySlug(SEED_BLOG_IDS.everyBlock);
    await failure(addComment({ _id: blog._id, blog_author: '', comment: 'hi' }), 401);
    await signInAs('reader');
    await failure(addComment({ _id: blog._id, blog_author: '', comment: '   ' }), 400);
    await failure(addComment({ _id: 'nope', blog_author: '', comment: 'hi' }), 404);
    await failure(
      addComment({ _id: blog._id, blog_author: '', comment: 'hi', replying_to: 'nope' }),
      404,
    );
  });
});

describe('delete-comment', () => {
  it('removes a comment with all nested replies, their notifications and counters', async () => {
    const { blog, root } = threadRoot();
    const removedIds = [root._id, ...root.children];
    for (const id of root.children) {
      removedIds.push(...(store.db.comments.find((c) => c._id === id)?.children ?? []));
    }
    expect(removedIds).toHaveLength(8);
    const { total_comments, total_parent_comments } = blog.activity;

    await signInAs('reader');
    expect(await failure(deleteComment(root._id), 403)).toMatch(/only delete your own/);

    await signInAs(jonas);
    await deleteComment(root._id);
    expect(store.db.comments.filter((c) => removedIds.includes(c._id))).toEqual([]);
    expect(blog.comments.filter((id) => removedIds.includes(id))).toEqual([]);
    expect(blog.activity.total_comments).toBe(total_comments - 8);
    expect(blog.activity.total_parent_comments).toBe(total_parent_comments - 1);
    expect(
      store.db.notifications.filter(
        (n) =>
          removedIds.includes(n.comment ?? '') || removedIds.includes(n.replied_on_comment ?? ''),
      ),
    ).toEqual([]);
    expect(await getBlogComments(blog._id, 10)).toHaveLength(1);
  });

  it('lets the blog author delete a reply, which leaves its parent and clears notification replies', async () => {
    const { blog, root } = threadRoot();
    const answered = store.db.notifications.find((n) => n.comment === root._id && n.reply);
    const authorReply = answered?.reply;
    if (!authorReply) throw new Error('seed changed: the author should have replied to Jonas');
    const { total_comments, total_parent_comments } = blog.activity;

    await signInAs('admin');
    await deleteComment(authorReply);
    expect(root.children).not.toContain(authorReply);
    expect(root.children).toHaveLength(5);
    expect(blog.activity.total_comments).toBe(total_comments - 2);
    expect(blog.activity.total_parent_comments).toBe(total_parent_comments);
    expect(store.db.notifications.find((n) => n._id === answered._id)?.reply).toBeNull();
    // Deleted already: the mock answers 404, which the client reads as gone (not as a failure).
    expect(await deleteComment(authorReply)).toBe('gone');
  });
});
