import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMMUTABLE, NO_CACHE } from '../../server/app';
import { sha256Source } from '../../server/csp';
import {
  BLOG,
  BLOG_ID,
  THEME,
  bundleWorker,
  startFakeBackend,
  startLocation,
  writeDist,
  type FakeBackend,
} from './support/workerd';

/**
 * The production handler on workerd (README: Deploying, "On an edge platform"): server/worker.ts bundled, its
 * files behind the ASSETS binding, backend answers kept in the Cache API (docs/decisions/0025). Each
 * location is one workerd; a CDN in front revalidates every page (no-cache), so each of its requests is one
 * of these.
 */
const PAGE = `/blog/${BLOG_ID}`;
let backend: FakeBackend;
let dist: string;
let script: string;
const out = mkdtempSync(join(tmpdir(), 'inkwell-edge-'));
const started: { dispose(): Promise<void> }[] = [];
/**
 * Five locations, started together: the first for pages and failures, two for a viral post, one with a
 * TTL of 1 s, one whose pages wait 100 ms for the backend.
 */
let main: Location;
let viral: Location;
let elsewhere: Location;
let brief: Location;
let hasty: Location;
type Location = ReturnType<typeof location>;

function location({ isolates = 1, ttlSeconds = 60, waitMs = 5_000 } = {}) {
  const edge = startLocation({
    script,
    dist,
    isolates,
    bindings: {
      API_URL: backend.url,
      PUBLIC_URL: 'https://blog.example',
      ANSWER_TTL_SECONDS: String(ttlSeconds),
      // The fake backend answers at once; a loaded test machine must not turn that into a timeout.
      BACKEND_WAIT_MS: String(waitMs),
    },
  });
  started.push(edge);
  return edge;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasHead = (html: string) => html.includes(`<title data-head="server">${BLOG.title}`);

beforeAll(async () => {
  backend = await startFakeBackend();
  dist = writeDist();
  script = bundleWorker(out);
  [main, viral, elsewhere, brief, hasty] = [
    location(),
    location({ isolates: 2 }),
    location(),
    location({ ttlSeconds: 1 }),
    location({ waitMs: 100 }),
  ];
  await Promise.all([main, viral, elsewhere, brief, hasty].map((edge) => edge.ready));
}, 60_000);
afterAll(async () => {
  await Promise.all(started.map((edge) => edge.dispose()));
  await backend.close();
  rmSync(out, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  backend.failWith(null);
  backend.delay(0);
});

describe('server/worker.ts on workerd', { timeout: 30_000 }, () => {
  it('serves a blog page with its head, first view and headers, the sitemap and the assets', async () => {
    const edge = main;
    const page = await edge.get(PAGE);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(NO_CACHE);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${await sha256Source(THEME)}`);
    expect(csp).toContain(`connect-src 'self' ${backend.url}`);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain(`<title data-head="server">${BLOG.title} | Inkwell Blog</title>`);
    expect(html).toContain(`property="og:title" content="${BLOG.title} | Inkwell Blog"`);
    expect(html).toContain(`property="og:description" content="${BLOG.des}"`);
    expect(html).toContain(`property="og:url" content="https://blog.example${PAGE}"`);
    expect(html).toContain(`property="og:image" content="${BLOG.banner}"`);
    expect(html).toContain(`><bdi>${BLOG.title}</bdi></h1>`);

    const sitemap = await edge.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers.get('x-content-type-options')).toBe('nosniff');
    const urls = await sitemap.text();
    expect(urls).toContain(`<loc>https://blog.example${PAGE}</loc>`);
    expect(urls).toContain('<loc>https://blog.example/user/amelia_hart</loc>');
    // The RSS writer (feed, xml-js) runs on workerd too.
    const rss = await (await edge.get('/rss.xml')).text();
    expect(rss).toContain(`<link>https://blog.example${PAGE}</link>`);

    const script = await edge.get('/assets/index-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await script.text()).toBe('export {};\n');
    expect((await edge.get('/assets/missing.js')).status).toBe(404);
    expect((await edge.get('/favicon.svg')).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
    // The build's note is read by the worker, never served: its path is a page like any other.
    const note = await edge.get('/inkwell-build.json');
    expect(note.headers.get('content-type')).toMatch(/^text\/html/);
    // Nor through a backslash, which the URL parser reads as '/' (docs/decisions/0059).
    for (const path of ['/assets/..%5Cinkwell-build.json', '/x/..%5Cinkwell-build.json']) {
      const tricked = await edge.get(path);
      expect(await tricked.text()).not.toContain('"firstViews"');
    }
  });

  it('a viral post costs one backend read per location per TTL, whatever its isolates and visitors', async () => {
    const reads = () => backend.reads('/get-blog', BLOG_ID);
    const before = reads();
    // One location with two isolates (two instances, each with its own memory) sharing its cache, and the
    // production TTL: a minute. Twenty visitors at once on a cold cache share one call.
    const edge = viral;
    const first = await Promise.all(Array.from({ length: 20 }, () => edge.get(PAGE)));
    for (const page of first) expect(hasHead(await page.text())).toBe(true);
    expect(reads() - before).toBe(1);
    // 100 more, 20 at a time, half of them on the other isolate, which never asked the backend itself.
    for (let batch = 0; batch < 5; batch += 1) {
      const pages = await Promise.all(
        Array.from({ length: 20 }, (_, index) => edge.get(PAGE, index % 2)),
      );
      for (const page of pages) expect(hasHead(await page.text())).toBe(true);
    }
    expect(reads() - before).toBe(1);

    // Another location has a cache of its own: one read more.
    await Promise.all(Array.from({ length: 10 }, () => elsewhere.get(PAGE)));
    expect(reads() - before).toBe(2);
  });

  it('reads a post again once its TTL has passed', async () => {
    const reads = () => backend.reads('/get-blog', BLOG_ID);
    const edge = brief;
    await edge.get(PAGE);
    const before = reads();
    await Promise.all(Array.from({ length: 10 }, () => edge.get(PAGE)));
    expect(reads()).toBe(before);
    await sleep(1_200);
    const later = await Promise.all(Array.from({ length: 10 }, () => edge.get(PAGE)));
    for (const page of later) expect(hasHead(await page.text())).toBe(true);
    expect(reads()).toBe(before + 1);
  });

  it("remembers a failing backend briefly: pages go out with the site's head, not the blog's, one read", async () => {
    const edge = main;
    await edge.get('/');
    backend.failWith(503);
    for (let visit = 0; visit < 3; visit += 1) {
      const page = await edge.get('/blog/down-post');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain('property="og:type" content="article"');
      expect(html).toMatch(/<title data-head="server">[^<]*Blog<\/title>/);
    }
    expect(backend.reads('/get-blog', 'down-post')).toBe(1);
  });

  it('lets a slow answer fill the cache after the page went out without it (waitUntil)', async () => {
    await hasty.get('/');
    const before = backend.reads('/get-blog', BLOG_ID);
    backend.delay(600);
    const slow = await hasty.get(PAGE);
    expect(hasHead(await slow.text())).toBe(false);
    // The call goes on after that page was answered, and its answer is kept for the next visitor.
    await sleep(1_500);
    const later = await hasty.get(PAGE);
    expect(hasHead(await later.text())).toBe(true);
    expect(backend.reads('/get-blog', BLOG_ID)).toBe(before + 1);
  });
});
