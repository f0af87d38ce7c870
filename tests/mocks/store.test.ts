import { signUp } from '@/api/auth';
import { createStore, SNAPSHOT_VERSION } from '@/mocks/store/store';
import type { OutboxEmail } from '@/mocks/store/types';
import { blogBySlug, SEED_BLOG_IDS, store, setupMockBackend } from './harness';

setupMockBackend();

describe('the seed', () => {
  it('is deterministic', () => {
    const a = createStore({ assetBaseUrl: 'http://a.test' }).snapshot();
    const b = createStore({ assetBaseUrl: 'http://a.test' }).snapshot();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('holds the demo cast and enough published blogs on every home tag', () => {
    const { users, blogs } = store.db;
    expect(users.filter((u) => u.isAdmin).length).toBeGreaterThanOrEqual(2);
    expect(
      users.filter((u) => !u.isAdmin && u.verified && !u.google_auth).length,
    ).toBeGreaterThanOrEqual(5);
    expect(users.filter((u) => !u.verified)).toHaveLength(1);
    expect(users.filter((u) => u.google_auth)).toHaveLength(1);
    for (const user of users) {
      expect(user.personal_info.profile_img).toMatch(/^http:\/\/localhost\/mock-assets\/avatars\//);
    }
    const published = blogs.filter((b) => !b.draft);
    expect(published.length).toBeGreaterThanOrEqual(25);
    for (const tag of ['events', 'tech', 'finance', 'travel']) {
      expect(published.filter((b) => b.tags.includes(tag)).length).toBeGreaterThanOrEqual(5);
    }
    expect(blogs.filter((b) => b.draft).length).toBeGreaterThanOrEqual(2);
    for (const slug of Object.values(SEED_BLOG_IDS)) expect(blogBySlug(slug).blog_id).toBe(slug);
  });

  it('keeps every counter equal to the records behind it', () => {
    const { blogs, comments, likes, users } = store.db;
    for (const blog of blogs) {
      const own = comments.filter((c) => c.blog_id === blog._id);
      expect(blog.activity.total_likes).toBe(likes.filter((l) => l.blog === blog._id).length);
      expect(blog.activity.total_comments).toBe(own.length);
      expect(blog.activity.total_parent_comments).toBe(own.filter((c) => !c.isReply).length);
      expect([...blog.comments].sort()).toEqual(own.map((c) => c._id).sort());
    }
    for (const user of users) {
      const mine = blogs.filter((b) => b.author === user._id && !b.draft);
      expect(user.account_info.total_posts).toBe(mine.length);
      for (const id of user.followers) {
        expect(users.find((u) => u._id === id)?.following).toContain(user._id);
      }
    }
  });

  it('uses every block type and list format in the showcase blog', () => {
    const blocks = blogBySlug(SEED_BLOG_IDS.everyBlock).content[0]?.blocks ?? [];
    const types = new Set(blocks.map((b) => b.type));
    expect([...types].sort()).toEqual(['embed', 'header', 'image', 'list', 'paragraph', 'quote']);
    expect(new Set(blocks.filter((b) => b.type === 'header').map((b) => b.data.level))).toEqual(
      new Set([2, 3]),
    );
    const lists = blocks.filter((b) => b.type === 'list').map((b) => b.data);
    const legacy = lists.filter((d) => Array.isArray(d.items) && typeof d.items[0] === 'string');
    const modern = lists.filter((d) => 'meta' in d);
    expect(new Set(legacy.map((d) => d.style))).toEqual(new Set(['ordered', 'unordered']));
    expect(new Set(modern.map((d) => d.style))).toEqual(new Set(['ordered', 'unordered']));
    expect(JSON.stringify(modern)).toContain('"items":[{"content":"A third level item');
    const services = blocks.filter((b) => b.type === 'embed').map((b) => b.data.service);
    expect(services).toEqual(['youtube', 'vimeo', 'codepen']);
    const html = JSON.stringify(blocks);
    for (const mark of [
      '<b>',
      '<i>',
      '<a href=\\"https://',
      '<mark class=\\"cdx-marker\\">',
      '<code class=\\"inline-code\\">',
    ]) {
      expect(html).toContain(mark);
    }
    const image = blocks.find((b) => b.type === 'image')?.data;
    expect(image).toMatchObject({
      file: { url: expect.stringMatching(/^http:\/\/localhost\/mock-assets\/art\//) },
      stretched: true,
    });
  });

  it('serves the generated avatars and banners as SVG', async () => {
    const blog = blogBySlug(SEED_BLOG_IDS.everyBlock);
    const banner = await fetch(blog.banner);
    expect(banner.headers.get('content-type')).toContain('image/svg+xml');
    expect(await banner.text()).toMatch(/^<svg [^>]*width="1200"/);
    const avatar = await fetch('http://localhost/mock-assets/avatars/amelia-hart.svg');
    expect(await avatar.text()).toContain('>AH</text>');
    expect((await fetch('http://localhost/mock-assets/other/x.svg')).status).toBe(404);
  });
});

describe('store API', () => {
  it('saves and loads snapshots, moving image URLs to the new origin', () => {
    const source = createStore({ assetBaseUrl: 'http://old.test:5173' });
    source.db.blogs[0]!.title = 'Changed';
    const json = JSON.parse(JSON.stringify(source.snapshot())) as unknown;
    const target = createStore({ assetBaseUrl: 'http://new.test' });
    expect(target.load(json)).toBe(true);
    expect(target.db.blogs[0]?.title).toBe('Changed');
    expect(target.db.blogs[0]?.banner).toMatch(/^http:\/\/new\.test\/mock-assets\/banners\//);
    target.reset();
    expect(target.db.blogs[0]?.title).not.toBe('Changed');
  });

  it('refuses corrupt or outdated snapshots and keeps its data', () => {
    const target = createStore({ assetBaseUrl: 'http://x.test' });
    const before = JSON.stringify(target.db);
    expect(target.load(null)).toBe(false);
    expect(
      target.load({ version: SNAPSHOT_VERSION, assetBaseUrl: 'http://x.test', db: { users: 1 } }),
    ).toBe(false);
    expect(target.load({ ...target.snapshot(), version: SNAPSHOT_VERSION + 1 })).toBe(false);
    expect(JSON.stringify(target.db)).toBe(before);
  });

  it('notifies outbox subscribers of every email until they unsubscribe', async () => {
    const received: OutboxEmail[] = [];
    const unsubscribe = store.subscribe((email) => received.push(email));
    await signUp({ fullname: 'Sam Sender', email: 'sam@example.com', password: 'Secret123' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: 'sam@example.com', kind: 'verification' });
    unsubscribe();
    await signUp({ fullname: 'Sue Sender', email: 'sue@example.com', password: 'Secret123' });
    expect(received).toHaveLength(1);
  });
});
