import { getBlog, latestBlogs } from '@/api/blogs';
import { createBlog, deleteBlog, userWrittenBlogs, userWrittenBlogsCount } from '@/api/my-blogs';
import { getProfile } from '@/api/users';
import type { CreateBlogPayload } from '@/api/types';
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

const post: CreateBlogPayload = {
  title: 'Hello From The Test Suite',
  banner: 'http://localhost/mock-uploads/abc',
  des: 'A short description.',
  content: {
    time: 1,
    blocks: [{ type: 'paragraph', data: { text: 'Hello <b>world</b>' } }],
    version: '2.31.0',
  },
  tags: ['Tech', 'Testing', 'tech', ' '],
  draft: false,
};

describe('create-blog (SPEC §5 Editor, §6)', () => {
  it('is for signed-in admins only', async () => {
    await failure(createBlog(post), 401);
    await signInAs('reader');
    expect(await failure(createBlog(post), 403)).toBe('Only admins can write blogs');
  });

  it('publishes with a readable unique slug, lowercased tags and a new total_posts', async () => {
    const session = await signInAs('admin');
    const { id } = await createBlog(post);
    expect(id).toMatch(/^hello-from-the-test-suite-[a-z0-9]{4}$/);
    const again = await createBlog(post);
    expect(again.id).not.toBe(id);
    expect(again.id).toMatch(/^hello-from-the-test-suite-/);

    const blog = await getBlog(id ?? '');
    expect(blog).toMatchObject({ title: post.title, tags: ['tech', 'testing'], draft: false });
    expect(blog.author.personal_info.username).toBe('amelia_hart');
    expect((await latestBlogs(1))[0]?.blog_id).toBe(again.id);
    expect((await getProfile(session.username)).account_info.total_posts).toBe(12);
  });

  it('saves a draft with only a title, which stays out of lists and totals', async () => {
    const session = await signInAs('admin');
    const { id } = await createBlog({
      title: 'Just\na title',
      banner: '',
      des: '',
      content: { blocks: [] },
      tags: [],
      draft: true,
    });
    const draft = await getBlog(id ?? '', { draft: true, mode: 'edit' });
    expect(draft).toMatchObject({ title: 'Just a title', draft: true });
    expect((await latestBlogs(1)).map((b) => b.blog_id)).not.toContain(id);
    expect((await getProfile(session.username)).account_info.total_posts).toBe(10);
    expect(await failure(createBlog({ ...post, title: '  ', draft: true }), 400)).toBe(
      'You must provide a title',
    );
  });

  it('validates a publication', async () => {
    await signInAs('admin');
    const cases: [Partial<CreateBlogPayload>, string][] = [
      [{ des: '' }, 'You must provide blog description under 200 characters'],
      [{ des: 'x'.repeat(201) }, 'You must provide blog description under 200 characters'],
      [{ tags: [] }, 'Provide tags in order to publish the blog, Maximum 10'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'You can add max 10 Tags'],
      [{ banner: '' }, 'You must provide blog banner to publish it'],
      [{ content: { blocks: [] } }, 'There must be some blog content to publish it'],
    ];
    for (const [change, message] of cases) {
      expect(await failure(createBlog({ ...post, ...change }), 400)).toBe(message);
    }
  });

  it('edits a blog only for its author, and publishing a draft dates it now', async () => {
    await signInAs('editor');
    const stolen = await failure(createBlog({ ...post, id: SEED_BLOG_IDS.everyBlock }), 403);
    expect(stolen).toBe('You can only edit your own blogs');
    await failure(createBlog({ ...post, id: 'no-such-blog' }), 404);

    await signInAs('admin');
    const { id } = await createBlog({
      ...post,
      id: SEED_BLOG_IDS.adminDraft,
      title: 'Code of Conduct Notes',
    });
    expect(id).toBe(SEED_BLOG_IDS.adminDraft);
    const published = blogBySlug(id ?? '');
    expect(published).toMatchObject({ title: 'Code of Conduct Notes', draft: false });
    expect((await latestBlogs(1))[0]?.blog_id).toBe(id);
  });
});

describe('delete-blog', () => {
  it('lets only the author delete, and removes comments, likes and notifications', async () => {
    await signInAs('reader');
    expect(await failure(deleteBlog(SEED_BLOG_IDS.manyComments), 403)).toBe(
      'You can only delete your own blogs',
    );
    const session = await signInAs('admin');
    const blog = blogBySlug(SEED_BLOG_IDS.manyComments);
    expect(store.db.comments.some((c) => c.blog_id === blog._id)).toBe(true);
    await deleteBlog(SEED_BLOG_IDS.manyComments);
    expect(store.db.blogs.some((b) => b._id === blog._id)).toBe(false);
    expect(store.db.comments.some((c) => c.blog_id === blog._id)).toBe(false);
    expect(store.db.likes.some((l) => l.blog === blog._id)).toBe(false);
    expect(store.db.notifications.some((n) => n.blog === blog._id)).toBe(false);
    expect((await getProfile(session.username)).account_info.total_posts).toBe(9);
    // Gone already: the mock answers 404, which the client takes as done (docs/decisions/0055).
    await expect(deleteBlog(SEED_BLOG_IDS.manyComments)).resolves.toBeUndefined();
    setToken(null);
    await failure(deleteBlog(SEED_BLOG_IDS.everyBlock), 401);
  });
});

describe('user-written-blogs (SPEC §2 Manage blogs)', () => {
  it('lists the caller own published blogs or drafts, with a query filter and totals', async () => {
    await signInAs('admin');
    expect(await userWrittenBlogsCount(false, '')).toBe(10);
    expect(await userWrittenBlogsCount(true, '')).toBe(1);
    const drafts = await userWrittenBlogs({ page: 1, draft: true, query: '', deletedDocCount: 0 });
    expect(drafts.map((b) => b.blog_id)).toEqual([SEED_BLOG_IDS.adminDraft]);
    expect(drafts[0]).toMatchObject({ draft: true, activity: { total_likes: 0 } });
    expect(await userWrittenBlogsCount(false, 'BORING')).toBe(1);
    expect(await userWrittenBlogsCount(false, '.*')).toBe(0);
    await signInAs('reader');
    expect(await userWrittenBlogsCount(false, '')).toBe(0);
  });

  it('shifts the page by deletedDocCount after deletions', async () => {
    await signInAs('admin');
    const q = { draft: false, query: '', deletedDocCount: 0 };
    const page1 = await userWrittenBlogs({ ...q, page: 1 });
    const page2 = await userWrittenBlogs({ ...q, page: 2 });
    expect(page1).toHaveLength(5);
    expect(page2).toHaveLength(5);
    await deleteBlog(page1[0]?.blog_id ?? '');
    const shifted = await userWrittenBlogs({ ...q, page: 2, deletedDocCount: 1 });
    expect(shifted.map((b) => b.blog_id)).toEqual(page2.map((b) => b.blog_id));
    const unshifted = await userWrittenBlogs({ ...q, page: 2 });
    expect(unshifted).toHaveLength(4);
  });
});
