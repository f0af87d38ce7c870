/**
 * MOCK_PROFILE=tutorial, reading and reacting (API-CONTRACT.md, last section; decision 0018): likes that
 * toggle from `isLikedByUser`, add-comment's `user_id` and the `blog_author` it keeps, delete-comment's
 * `{ success }` and refusal, bare or `null` profiles, notifications never marked seen, drafts still their
 * author's; update-profile that drops LinkedIn and answers a taken username in MongoDB's words; post counts
 * that drift.
 */
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { blogOf, call, setupTutorialServer, tokenOf, userIdOf } from './tutorial-harness';

const fixture = setupTutorialServer();
const BLOG = 'a-practical-introduction-to-web-accessibility-audits-a7g4';

function likesBy(blogId: string, user: string) {
  return fixture.server.store.db.notifications.filter(
    (item) => item.type === 'like' && item.blog === blogId && item.user === user,
  );
}

describe('the tutorial dialect: likes', () => {
  it('toggles from isLikedByUser, ignores islikedByUser, and answers { result: document | null }', async () => {
    const token = await tokenOf('reader');
    const reader = userIdOf('riley_chen');
    const blog = blogOf(BLOG);
    const before = blog.activity.total_likes;
    expect((await call('/isliked-by-user', { _id: blog._id }, token)).json).toEqual({
      result: null,
    });

    const liked = await call('/like-blog', { _id: blog._id, isLikedByUser: false }, token);
    expect(liked.json).toEqual({ liked_by_user: true });
    expect(blog.activity.total_likes).toBe(before + 1);
    expect(likesBy(blog._id, reader)).toHaveLength(1);
    const [like] = likesBy(blog._id, reader);
    expect((await call('/isliked-by-user', { _id: blog._id }, token)).json).toEqual({
      result: { _id: like?._id },
    });

    // SPEC's spelling alone is no flag here: a missing flag likes again, as the real servers do.
    await call('/like-blog', { _id: blog._id, islikedByUser: true }, token);
    expect(blog.activity.total_likes).toBe(before + 2);
    expect(likesBy(blog._id, reader)).toHaveLength(2);

    const unliked = await call('/like-blog', { _id: blog._id, isLikedByUser: true }, token);
    expect(unliked.json).toEqual({ liked_by_user: false });
    await call('/like-blog', { _id: blog._id, isLikedByUser: true }, token);
    expect(blog.activity.total_likes).toBe(before);
    expect(likesBy(blog._id, reader)).toHaveLength(0);
    expect((await call('/isliked-by-user', { _id: blog._id }, token)).json).toEqual({
      result: null,
    });
  });
});

describe('the tutorial dialect: comments', () => {
  it('answers add-comment with user_id and delete-comment with { success }', async () => {
    const token = await tokenOf('reader');
    const blog = blogOf(BLOG);
    const added = await call(
      '/add-comment',
      { _id: blog._id, blog_author: blog.author, comment: 'Nice audit list' },
      token,
    );
    expect(added.status).toBe(200);
    const comment = added.json as Record<string, unknown>;
    expect(Object.keys(comment).sort()).toEqual([
      '_id',
      'children',
      'comment',
      'commentedAt',
      'user_id',
    ]);
    expect(comment).toMatchObject({ comment: 'Nice audit list', user_id: userIdOf('riley_chen') });

    // Someone who neither wrote it nor owns the blog.
    const strangerAccount = blog.author === userIdOf('amelia_hart') ? 'editor' : 'admin';
    const stranger = await call(
      '/delete-comment',
      { _id: comment._id },
      await tokenOf(strangerAccount),
    );
    expect(stranger.status).toBe(403);
    expect(stranger.json).toEqual({ error: "You can't delete this comment" });
    const own = await call('/delete-comment', { _id: comment._id }, token);
    expect(own.json).toEqual({ success: true });
  });

  it('keeps the blog_author it is sent, and lets that user, not the real author, delete', async () => {
    const blog = blogOf(BLOG);
    expect(blog.author).toBe(userIdOf('marcus_okafor'));
    const wrong = await call(
      '/add-comment',
      { _id: blog._id, blog_author: userIdOf('amelia_hart'), comment: 'Sent with another author' },
      await tokenOf('reader'),
    );
    const { _id } = wrong.json as { _id: string };
    expect((await call('/delete-comment', { _id }, await tokenOf('editor'))).status).toBe(403);
    expect((await call('/delete-comment', { _id }, await tokenOf('admin'))).json).toEqual({
      success: true,
    });
  });

  it('never marks notifications seen', async () => {
    const blog = blogOf(BLOG);
    const admin = await tokenOf('admin');
    const reader = await tokenOf('reader');
    await call('/add-comment', { _id: blog._id, blog_author: blog.author, comment: 'Hi' }, reader);
    for (let round = 0; round < 2; round += 1) {
      const list = await call('/notifications', { page: 1, filter: 'all' }, admin);
      expect((list.json as { notifications: { seen: boolean }[] }).notifications[0]?.seen).toBe(
        false,
      );
      const check = await call('/new-notification', undefined, admin, 'GET');
      expect(check.json).toEqual({ new_notification_available: true });
    }
  });
});

describe('the tutorial dialect: profiles and blogs', () => {
  it('answers the bare user document, and 200 null for an unknown username', async () => {
    const known = await call('/get-profile', { username: 'amelia_hart' });
    expect(known.status).toBe(200);
    const profile = known.json as Record<string, unknown>;
    expect(profile).toMatchObject({
      _id: userIdOf('amelia_hart'),
      personal_info: { username: 'amelia_hart' },
      account_info: { total_posts: expect.any(Number), total_reads: expect.any(Number) },
    });
    expect(profile).not.toHaveProperty('isAdmin');
    expect(profile).not.toHaveProperty('followers');
    const unknown = await call('/get-profile', { username: 'nobody_here' });
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe('null');
  });

  it("reads a published blog in edit mode uncounted, and keeps a draft its author's", async () => {
    const blog = blogOf(BLOG);
    const reads = blog.activity.total_reads;
    expect((await call('/get-blog', { blog_id: BLOG, mode: 'edit' })).status).toBe(200);
    expect(blog.activity.total_reads).toBe(reads);
    const draft = { blog_id: SEED_BLOG_IDS.adminDraft, draft: true, mode: 'edit' };
    expect((await call('/get-blog', draft, await tokenOf('reader'))).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await call('/get-blog', draft, await tokenOf('admin'))).status).toBe(200);
  });

  it('answers update-profile as updated, and keeps no LinkedIn; refuses a link off <network>.com', async () => {
    const token = await tokenOf('reader');
    const links = {
      youtube: '',
      linkedin: 'https://www.linkedin.com/in/riley',
      facebook: '',
      twitter: 'https://twitter.com/riley',
      github: '',
      instagram: '',
      website: '',
    };
    // The family takes a link only on a host containing `<network>.com` (decision 0055).
    const onX = await call(
      '/update-profile',
      {
        username: 'riley_chen',
        bio: 'Refused.',
        social_links: { ...links, twitter: 'https://x.com/riley' },
      },
      token,
    );
    expect(onX.status).toBe(403);
    expect(onX.json).toEqual({ error: 'twitter link is invalid. You must enter a full link' });
    const update = {
      username: 'riley_chen',
      bio: 'Reads on a tutorial server.',
      social_links: links,
    };
    const answer = await call('/update-profile', update, token);
    expect(answer.status).toBe(200);
    const profile = (await call('/get-profile', { username: 'riley_chen' })).json as {
      personal_info: { bio: string };
      social_links: Record<string, string>;
    };
    expect(profile.personal_info.bio).toBe('Reads on a tutorial server.');
    expect(profile.social_links).toMatchObject({ twitter: 'https://twitter.com/riley' });
    expect(profile.social_links).not.toHaveProperty('linkedin');
  });

  it("answers a taken username with MongoDB's duplicate key text, as a 500", async () => {
    const token = await tokenOf('reader');
    const update = { username: 'amelia_hart', bio: '', social_links: {} };
    const answer = await call('/update-profile', update, token);
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({
      error: expect.stringMatching(
        /^E11000 duplicate key error collection: .*index: personal_info\.username_1 dup key: \{ personal_info\.username: "amelia_hart" \}$/,
      ),
    });
  });

  it('counts posts by increments: a deleted draft lowers the count, a new draft does not raise it', async () => {
    const token = await tokenOf('admin');
    const postsOf = async () =>
      (
        (await call('/get-profile', { username: 'amelia_hart' })).json as {
          account_info: { total_posts: number };
        }
      ).account_info.total_posts;
    const published = fixture.server.store.db.blogs.filter(
      (blog) => blog.author === userIdOf('amelia_hart') && !blog.draft,
    ).length;
    expect(await postsOf()).toBe(published);

    const draft = {
      title: 'A draft on a tutorial server',
      des: '',
      banner: '',
      content: { blocks: [] },
      tags: [],
      draft: true,
    };
    expect((await call('/create-blog', draft, token)).status).toBe(200);
    expect(await postsOf()).toBe(published);
    const removed = await call('/delete-blog', { blog_id: SEED_BLOG_IDS.adminDraft }, token);
    expect(removed.status).toBe(200);
    // The published posts are as many as before; the count is one lower.
    expect(await postsOf()).toBe(published - 1);
  });
});
