import {
  allLatestBlogsCount,
  getBlog,
  latestBlogs,
  searchBlogs,
  searchBlogsCount,
  similarBlogs,
  trendingBlogs,
} from '@/api/blogs';
import {
  blogBySlug,
  failure,
  SEED_BLOG_IDS,
  setToken,
  signInAs,
  store,
  setupMockBackend,
  userId,
} from './harness';

setupMockBackend();

// 28 from the catalog, the showcase and (issue 17) the five-video watch list.
const PUBLISHED = 30;

describe('latest blogs', () => {
  it('pages 5 at a time, newest first, with a total', async () => {
    expect(await allLatestBlogsCount()).toBe(PUBLISHED);
    const first = await latestBlogs(1);
    expect(first).toHaveLength(5);
    expect(first[0]?.blog_id).toBe(SEED_BLOG_IDS.newest);
    const dates = first.map((blog) => Date.parse(blog.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(first[0]).toMatchObject({
      author: { personal_info: { username: 'priya_raman', fullname: 'Priya Raman' } },
      activity: { total_likes: expect.any(Number), total_reads: expect.any(Number) },
    });
    const second = await latestBlogs(2);
    expect(second).toHaveLength(5);
    expect(second.map((b) => b.blog_id)).not.toContain(first[0]?.blog_id);
    expect(await latestBlogs(6)).toHaveLength(PUBLISHED - 25);
    expect(await latestBlogs(7)).toEqual([]);
  });

  it('never lists drafts', async () => {
    const all = (await Promise.all([1, 2, 3, 4, 5, 6].map((page) => latestBlogs(page)))).flat();
    expect(all).toHaveLength(PUBLISHED);
    expect(all.every((blog) => blog.draft === false)).toBe(true);
    expect(all.map((blog) => blog.blog_id)).not.toContain(SEED_BLOG_IDS.adminDraft);
  });
});

describe('search blogs (SPEC §7)', () => {
  it('filters by home tag with totals and pages', async () => {
    expect(await searchBlogsCount({ tag: 'travel' })).toBe(6);
    expect(await searchBlogs({ tag: 'travel', page: 1 })).toHaveLength(5);
    expect(await searchBlogs({ tag: 'travel', page: 2 })).toHaveLength(1);
    expect(await searchBlogsCount({ tag: 'Events' })).toBe(7);
    for (const blog of await searchBlogs({ tag: 'finance', page: 1 })) {
      expect(blog.tags).toContain('finance');
    }
  });

  it('matches title text case-insensitively and literally, never as a RegExp', async () => {
    const results = await searchBlogs({ query: 'BORING', page: 1 });
    expect(results.map((b) => b.blog_id)).toEqual([SEED_BLOG_IDS.manyComments]);
    expect(await searchBlogsCount({ query: '50/30/20' })).toBe(1);
    expect(await searchBlogsCount({ query: "first-timer's" })).toBe(1);
    for (const special of ['.*', '(', '[a-z]+', '+', '\\', '$^', '.']) {
      expect(await searchBlogsCount({ query: special })).toBe(0);
    }
    expect(await searchBlogs({ query: '(', page: 1 })).toEqual([]);
  });

  it('filters by author _id and excludes drafts', async () => {
    const author = userId('amelia_hart');
    expect(await searchBlogsCount({ author })).toBe(10);
    const page2 = await searchBlogs({ author, page: 2 });
    expect(page2).toHaveLength(5);
    expect(page2.every((blog) => blog.author?.personal_info.username === 'amelia_hart')).toBe(true);
    expect(await searchBlogsCount({ query: 'Robo-Advisors' })).toBe(0);
  });

  it('answers similar blogs: limit 6, same tag, current blog left out', async () => {
    const similar = await similarBlogs('tech', SEED_BLOG_IDS.everyBlock);
    expect(similar).toHaveLength(6);
    expect(similar.map((b) => b.blog_id)).not.toContain(SEED_BLOG_IDS.everyBlock);
    expect(similar.every((b) => b.tags?.includes('tech'))).toBe(true);
    expect(await searchBlogsCount({ tag: 'tech', eliminate_blog: SEED_BLOG_IDS.everyBlock })).toBe(
      7,
    );
  });
});

describe('trending', () => {
  it('answers the 5 most read published blogs', async () => {
    const trending = await trendingBlogs();
    expect(trending).toHaveLength(5);
    const reads = trending.map((blog) => blog.activity?.total_reads ?? 0);
    expect([...reads].sort((a, b) => b - a)).toEqual(reads);
    const max = Math.max(...store.db.blogs.map((blog) => blog.activity.total_reads));
    expect(reads[0]).toBe(max);
  });
});

describe('get-blog', () => {
  it('answers the full blog and counts a read for the blog and its author', async () => {
    const seeded = blogBySlug(SEED_BLOG_IDS.everyBlock);
    const before = seeded.activity.total_reads;
    const author = store.db.users.find((user) => user._id === seeded.author);
    const authorReads = author?.account_info.total_reads ?? 0;

    const blog = await getBlog(SEED_BLOG_IDS.everyBlock);
    expect(blog.title).toBe("A Reader's Guide to the Editor: Every Block, One Post");
    expect(blog.author.personal_info.username).toBe('amelia_hart');
    expect(blog.content[0]?.blocks.length).toBeGreaterThan(10);
    expect(blog.activity.total_reads).toBe(before + 1);
    expect(author?.account_info.total_reads).toBe(authorReads + 1);
  });

  it('does not count a read in edit mode, whoever asks for a published blog (decision 0018)', async () => {
    const seeded = blogBySlug(SEED_BLOG_IDS.everyBlock);
    const before = seeded.activity.total_reads;
    const author = store.db.users.find((user) => user._id === seeded.author);
    const authorReads = author?.account_info.total_reads;
    await signInAs('admin');
    await getBlog(SEED_BLOG_IDS.everyBlock, { draft: true, mode: 'edit' });
    // The production server asks signed out; a reader's edit-mode read is answered the same way.
    setToken(null);
    const anonymous = await getBlog(SEED_BLOG_IDS.everyBlock, { mode: 'edit' });
    expect(anonymous.title).toBe("A Reader's Guide to the Editor: Every Block, One Post");
    await signInAs('reader');
    await getBlog(SEED_BLOG_IDS.everyBlock, { mode: 'edit' });
    expect(blogBySlug(SEED_BLOG_IDS.everyBlock).activity.total_reads).toBe(before);
    expect(author?.account_info.total_reads).toBe(authorReads);
  });

  it("keeps a draft its author's in edit mode too (the editor's own read)", async () => {
    expect(
      await failure(getBlog(SEED_BLOG_IDS.adminDraft, { draft: true, mode: 'edit' }), 404),
    ).toBe('Blog not found');
    await signInAs('reader');
    await failure(getBlog(SEED_BLOG_IDS.adminDraft, { draft: true, mode: 'edit' }), 404);
    await signInAs('editor');
    await failure(getBlog(SEED_BLOG_IDS.adminDraft, { draft: true, mode: 'edit' }), 404);
    await signInAs('admin');
    const draft = await getBlog(SEED_BLOG_IDS.adminDraft, { draft: true, mode: 'edit' });
    expect(draft.title).toBe(blogBySlug(SEED_BLOG_IDS.adminDraft).title);
  });

  it('shows a draft to its author only', async () => {
    expect(await failure(getBlog(SEED_BLOG_IDS.adminDraft), 404)).toBe('Blog not found');
    await signInAs('reader');
    await failure(getBlog(SEED_BLOG_IDS.adminDraft), 404);
    await signInAs('editor');
    await failure(getBlog(SEED_BLOG_IDS.adminDraft), 404);
    await signInAs('admin');
    const draft = await getBlog(SEED_BLOG_IDS.adminDraft, { draft: true, mode: 'edit' });
    expect(draft.draft).toBe(true);
    expect(draft.activity.total_reads).toBe(0);
  });

  it('answers 404 for an unknown blog', async () => {
    expect(await failure(getBlog('no-such-blog'), 404)).toBe('Blog not found');
  });
});
