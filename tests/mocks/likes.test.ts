import { favouriteBlogs, favouriteBlogsCount, isLikedByUser, likeBlog } from '@/api/blogs';
import {
  blogBySlug,
  failure,
  SEED_BLOG_IDS,
  signInAs,
  store,
  setupMockBackend,
  setToken,
} from './harness';

setupMockBackend();

const ACCESSIBILITY = 'a-practical-introduction-to-web-accessibility-audits-a7g4';

function likeNotifications(blogObjectId: string, userIdValue: string) {
  return store.db.notifications.filter(
    (item) => item.type === 'like' && item.blog === blogObjectId && item.user === userIdValue,
  );
}

describe('like-blog (SPEC §4 Like)', () => {
  it('likes and unlikes idempotently, keeping the count and the author notification in step', async () => {
    const reader = await signInAs('reader');
    const blog = blogBySlug(ACCESSIBILITY);
    const before = blog.activity.total_likes;
    expect(await isLikedByUser(blog._id)).toBe(false);

    await likeBlog(blog._id, false);
    expect(blog.activity.total_likes).toBe(before + 1);
    expect(await isLikedByUser(blog._id)).toBe(true);
    expect(likeNotifications(blog._id, reader._id)).toHaveLength(1);
    expect(likeNotifications(blog._id, reader._id)[0]).toMatchObject({
      notification_for: blog.author,
      seen: false,
    });

    // A replayed like changes nothing (the real servers would count it twice).
    await likeBlog(blog._id, false);
    expect(blog.activity.total_likes).toBe(before + 1);
    expect(likeNotifications(blog._id, reader._id)).toHaveLength(1);

    await likeBlog(blog._id, true);
    expect(blog.activity.total_likes).toBe(before);
    expect(await isLikedByUser(blog._id)).toBe(false);
    expect(likeNotifications(blog._id, reader._id)).toHaveLength(0);

    await likeBlog(blog._id, true);
    expect(blog.activity.total_likes).toBe(before);
  });

  it('does not notify authors who like their own blog', async () => {
    const admin = await signInAs('admin');
    const blog = blogBySlug(SEED_BLOG_IDS.manyComments);
    const likedAlready = await isLikedByUser(blog._id);
    expect(likedAlready).toBe(false);
    await likeBlog(blog._id, false);
    expect(likeNotifications(blog._id, admin._id)).toHaveLength(0);
  });

  it('needs a session and an existing published blog', async () => {
    await failure(likeBlog(blogBySlug(ACCESSIBILITY)._id, false), 401);
    await signInAs('reader');
    await failure(likeBlog('unknown', false), 404);
    await failure(likeBlog(blogBySlug(SEED_BLOG_IDS.adminDraft)._id, false), 404);
  });
});

describe('favourite blogs', () => {
  it('pages the blogs a user liked, most recently liked first, with a total', async () => {
    const reader = await signInAs('reader');
    expect(await favouriteBlogsCount(reader._id)).toBe(7);
    expect(await favouriteBlogs(1, reader._id)).toHaveLength(5);
    expect(await favouriteBlogs(2, reader._id)).toHaveLength(2);

    const blog = blogBySlug(ACCESSIBILITY);
    await likeBlog(blog._id, false);
    expect(await favouriteBlogsCount(reader._id)).toBe(8);
    expect((await favouriteBlogs(1, reader._id))[0]?.blog_id).toBe(ACCESSIBILITY);

    await likeBlog(blog._id, true);
    expect(await favouriteBlogsCount(reader._id)).toBe(7);
  });

  it('lists favourites to signed-in users only; the count is public', async () => {
    const reader = await signInAs('reader');
    setToken(null);
    await failure(favouriteBlogs(1, reader._id), 401);
    expect(await favouriteBlogsCount(reader._id)).toBe(7);
    await failure(favouriteBlogsCount('unknown'), 404);
  });
});
