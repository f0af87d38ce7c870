import { createApp } from '../../server/app';
import type { Backend, ServerBlog } from '../../server/backend';

/**
 * Without PUBLIC_URL the feeds and robots.txt write their links with the request's own origin, which the
 * request's Host header names: whoever sends the request chooses it. A shared cache (a CDN, a proxy) that kept
 * such an answer would hand a stranger's links to every later reader, so it may keep none; with PUBLIC_URL the
 * links are the site's and the answers stay publicly cacheable.
 */
const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /></head><body></body></html>';

const post: ServerBlog = {
  blog_id: 'post-1',
  title: 'Post 1',
  des: 'About 1.',
  banner: '',
  publishedAt: '2026-11-29T09:00:00.000Z',
  author: { fullname: 'Writer', username: 'writer', profile_img: '' },
};
const backend: Backend = {
  blog: () => Promise.resolve(null),
  profile: () => Promise.resolve(null),
  latest: (page) => Promise.resolve(page === 1 ? [post] : []),
};

const PATHS = ['/robots.txt', '/sitemap.xml', '/rss.xml'];
/** What a request with a stranger's Host header gets. */
const fromEvilHost = async (publicUrl?: string) => {
  const app = await createApp({ indexHtml: INDEX, backend, publicUrl });
  return Promise.all(
    PATHS.map(async (path) => {
      const response = await app.request(`http://evil.example${path}`);
      return {
        path,
        cache: response.headers.get('cache-control') ?? '',
        body: await response.text(),
      };
    }),
  );
};

describe('links written from the request’s own origin', () => {
  it('are never publicly cacheable', async () => {
    for (const { path, cache, body } of await fromEvilHost()) {
      expect(body, path).toContain('http://evil.example/');
      expect(cache, path).not.toMatch(/public/);
      expect(cache, path).toMatch(/private|no-cache|no-store/);
    }
  });

  it('stay publicly cacheable on the configured public address', async () => {
    for (const { path, cache, body } of await fromEvilHost('https://blog.example')) {
      expect(body, path).not.toContain('evil.example');
      expect(cache, path).toMatch(/^public, max-age=\d+$/);
    }
  });
});
