import { bypass } from 'msw';
import { startHttpServer, type RunningHttpServer } from '@/mocks/http-server';
import { createApp, IMMUTABLE, NO_CACHE, type AppOptions } from '../../server/app';
import { createBackend } from '../../server/backend';
import { sha256Source } from '../../server/csp';
import { renderFirstViews } from '@/app/boot/first-paint';

/**
 * The production server's handler over real HTTP against the mock backend (src/mocks/http-server.ts): cache
 * hits and misses, a backend that is down, one that is slow. The handler is a Fetch-API function, so the test
 * calls it directly; only its backend calls cross the network.
 */
let running: RunningHttpServer;
const calls: string[] = [];

/** Real network requests (past the in-process MSW server of the test setup), counted by path. */
const countingFetch: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  calls.push(new URL(request.url).pathname);
  return fetch(bypass(request));
};

const THEME = "document.documentElement.dataset.theme='light';";
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script>${THEME}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

const BLOG = 'the-case-for-boring-technology-in-2026-yc8c';

async function mockApi(path: string, body: unknown = {}) {
  const response = await fetch(
    bypass(
      new Request(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    ),
  );
  return (await response.json()) as Record<string, unknown>;
}

async function app(options: Partial<AppOptions> = {}) {
  return createApp({
    indexHtml: INDEX,
    firstViews: renderFirstViews(),
    apiUrl: running.url,
    fetch: countingFetch,
    publicUrl: 'https://blog.example',
    assets: (path) =>
      Promise.resolve(
        path === '/assets/index-abc.js' || path === '/favicon.svg'
          ? new Response('x', { headers: { 'Content-Type': 'text/javascript' } })
          : null,
      ),
    ...options,
  });
}

/**
 * The site's own head, which an address without a page of its own gets: the site's title, and no blog's or
 * profile's tags (a blog or a profile whose read failed gets it too: a link preview, the tab's title; 0062).
 */
function siteHeadOnly(html: string) {
  expect(html).toContain('<title data-head="server">Inkwell Blog</title>');
  expect(html).not.toContain('property="og:type" content="article"');
  expect(html).not.toContain('property="og:type" content="profile"');
  expect(html).not.toContain('rel="preload" as="image"');
}

async function timed(
  handler: { request: (path: string) => Response | Promise<Response> },
  path: string,
) {
  const start = performance.now();
  const response = await handler.request(path);
  const html = await response.text();
  return { response, html, ms: performance.now() - start };
}

beforeAll(async () => {
  running = await startHttpServer({ port: 0, host: '127.0.0.1' });
});
afterAll(() => running.close());
beforeEach(async () => {
  await mockApi('/__test/reset');
  await mockApi('/__test/faults/clear');
  calls.length = 0;
});

describe('the head of a blog page', () => {
  it('is written from get-blog, and the answer is reused for the cache period', async () => {
    let clock = 0;
    const backend = createBackend({ apiUrl: running.url, fetch: countingFetch, now: () => clock });
    const handler = await app({ backend });
    const first = await timed(handler, `/blog/${BLOG}`);
    expect(first.response.status).toBe(200);
    expect(first.html).toContain(
      '<title data-head="server">The Case for Boring Technology in 2026 | Inkwell Blog</title>',
    );
    expect(first.html).toContain(`content="https://blog.example/blog/${BLOG}"`);
    // The banner, the page's largest paint, is fetched with the page rather than after the code and get-blog.
    expect(first.html).toContain(
      `<link data-head="server" rel="preload" as="image" href="${running.url}/mock-assets/banners/${BLOG}.svg" fetchpriority="high" />`,
    );
    // A thousand visitors in the cache period, ten of them at once: one backend read.
    await Promise.all(Array.from({ length: 10 }, () => handler.request(`/blog/${BLOG}`)));
    clock += 59_000;
    expect((await timed(handler, `/blog/${BLOG}`)).html).toContain('data-head="server"');
    expect(calls.filter((path) => path === '/get-blog')).toHaveLength(1);

    clock += 2_000; // past the minute: the next visitor reads again
    await handler.request(`/blog/${BLOG}`);
    expect(calls.filter((path) => path === '/get-blog')).toHaveLength(2);
  });

  it('is left out for a blog that does not exist, which is remembered too', async () => {
    const handler = await app();
    const missing = await timed(handler, '/blog/no-such-blog');
    // Not found, said to search engines too: the app draws its not-found page (0062).
    expect(missing.response.status).toBe(404);
    siteHeadOnly(missing.html);
    await handler.request('/blog/no-such-blog');
    expect(calls).toEqual(['/get-blog']);
  });

  it('is left out at once when the backend is down', async () => {
    const handler = await app({ apiUrl: 'http://127.0.0.1:9', fetch: countingFetch });
    const down = await timed(handler, `/blog/${BLOG}`);
    expect(down.response.status).toBe(200);
    siteHeadOnly(down.html);
    expect(down.ms).toBeLessThan(1_000);
  });

  it('is left out when the backend fails, and the failure is not retried for every visitor', async () => {
    await mockApi('/__test/faults', { path: '/get-blog', fault: { kind: 'status', status: 503 } });
    const handler = await app();
    for (let visit = 0; visit < 2; visit += 1) {
      const failed = await timed(handler, `/blog/${BLOG}`);
      expect(failed.response.status).toBe(200);
      siteHeadOnly(failed.html);
    }
    expect(calls.filter((path) => path === '/get-blog')).toHaveLength(1);
  });

  it('is left out after 300 ms when the backend is slow, and written once the answer arrived', async () => {
    await mockApi('/__test/faults', {
      path: '/get-blog',
      fault: { kind: 'delay', ms: 800 },
      times: 1,
    });
    const handler = await app();
    const slow = await timed(handler, `/blog/${BLOG}`);
    expect(slow.response.status).toBe(200);
    siteHeadOnly(slow.html);
    expect(slow.ms).toBeGreaterThanOrEqual(290);
    expect(slow.ms).toBeLessThan(700);
    // The call went on in the background and filled the cache: the next visitor gets the head at once.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const later = await timed(handler, `/blog/${BLOG}`);
    expect(later.html).toContain('data-head="server"');
    expect(calls.filter((path) => path === '/get-blog')).toHaveLength(1);
  });
});

describe('reads the server makes (issue 23 item 8, decision 0018)', () => {
  const reads = () => {
    const blog = running.store.db.blogs.find((item) => item.blog_id === BLOG);
    const author = running.store.db.users.find((user) => user._id === blog?.author);
    return { blog: blog?.activity.total_reads, author: author?.account_info.total_reads };
  };

  it('count no read: heads, the first view, feeds and crawlers leave total_reads as it was', async () => {
    const before = reads();
    let clock = 0;
    const SHELL = INDEX.replace('<div id="root"></div>', '<div id="root"><!--first-view--></div>');
    const backend = createBackend({ apiUrl: running.url, fetch: countingFetch, now: () => clock });
    const handler = await app({ backend, indexHtml: SHELL });
    for (let visit = 0; visit < 3; visit += 1) {
      // A cold cache each time: every visit (a crawler's, a reader's first view) asks the backend.
      clock += 120_000;
      expect((await timed(handler, `/blog/${BLOG}`)).html).toContain('id="first-view"');
    }
    await handler.request('/sitemap.xml');
    await handler.request('/rss.xml');
    expect(calls.filter((path) => path === '/get-blog')).toHaveLength(3);
    expect(reads()).toEqual(before);
  });

  it("never shows a draft: the backend keeps it its author's in edit mode too", async () => {
    const draft = running.store.db.blogs.find((item) => item.draft);
    expect(draft).toBeDefined();
    const handler = await app();
    const page = await timed(handler, `/blog/${draft?.blog_id ?? ''}`);
    expect(page.response.status).toBe(404);
    siteHeadOnly(page.html);
  });
});

describe('the first view in the shell (server/first-view.ts)', () => {
  const SHELL = INDEX.replace('<div id="root"></div>', '<div id="root"><!--first-view--></div>');
  const firstView = (html: string) => /<main id="first-view"[^>]*>.*?<\/main>/.exec(html)?.[0];

  it('a blog: its banner and title, from the same get-blog read as its head', async () => {
    const handler = await app({ indexHtml: SHELL });
    const { html } = await timed(handler, `/blog/${BLOG}`);
    const view = firstView(html);
    expect(view).toContain(`src="${running.url}/mock-assets/banners/${BLOG}.svg"`);
    // User text is isolated in a <bdi> (its own direction: decision 0061), as the page draws it.
    expect(view).toContain('><bdi>The Case for Boring Technology in 2026</bdi></h1>');
    expect(calls).toEqual(['/get-blog']);
  });

  it('a search: its heading, without asking the backend', async () => {
    const handler = await app({ indexHtml: SHELL });
    const { html } = await timed(handler, '/search/caf%C3%A9%20%3Cb%3E');
    expect(firstView(html)).toContain('>Search results for “<bdi>café &#60;b&#62;</bdi>”</h1>');
    // A malformed escape is kept as written, as the router keeps it for the page (src/config/route-match.ts).
    const malformed = await timed(handler, '/SEARCH/%E0%A4%A');
    expect(firstView(malformed.html)).toContain('>Search results for “<bdi>%E0%A4%A</bdi>”</h1>');
    expect(calls).toEqual([]);
  });

  it('none without the build’s templates', async () => {
    const handler = await app({ indexHtml: SHELL, firstViews: undefined });
    expect(firstView((await timed(handler, `/blog/${BLOG}`)).html)).toBeUndefined();
  });

  it('none for other pages, a missing blog or a backend that is down', async () => {
    const handler = await app({ indexHtml: SHELL });
    for (const path of ['/', '/user/admin', '/blog/no-such-blog'])
      expect(firstView((await timed(handler, path)).html), path).toBeUndefined();
    const down = await app({ indexHtml: SHELL, apiUrl: 'http://127.0.0.1:9' });
    expect(firstView((await timed(down, `/blog/${BLOG}`)).html)).toBeUndefined();
  });
});

describe('the head of a profile page', () => {
  it('carries the name, the bio and the avatar', async () => {
    const handler = await app();
    const { html } = await timed(handler, '/user/amelia_hart');
    expect(html).toContain(
      '<title data-head="server">Amelia Hart (@amelia_hart) | Inkwell</title>',
    );
    expect(html).toContain(`content="${running.url}/mock-assets/avatars/amelia-hart.svg"`);
    expect(html).toContain('property="og:type" content="profile"');
    expect(html).toContain(
      `<link data-head="server" rel="preload" as="image" href="${running.url}/mock-assets/avatars/amelia-hart.svg" fetchpriority="high" />`,
    );
    const nobody = await timed(handler, '/user/nobody-here');
    expect(nobody.response.status).toBe(404);
    siteHeadOnly(nobody.html);
  });
});

describe('static files and headers', () => {
  it('caches hashed assets forever, pages never, and falls back to the app', async () => {
    const handler = await app({ apiUrl: undefined });
    const asset = await handler.request('/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await handler.request('/assets/missing.js')).status).toBe(404);
    expect((await handler.request('/favicon.svg')).status).toBe(200);
    for (const path of [
      '/',
      '/search/x',
      '/any/deep/path',
      '/404',
      '/index.html',
      '/inkwell-build.json',
    ]) {
      const page = await handler.request(path);
      // An address no route names is the app's not-found page, said to search engines too (0062).
      expect(page.status, path).toBe(['/any/deep/path', '/404'].includes(path) ? 404 : 200);
      expect(page.headers.get('cache-control'), path).toBe(NO_CACHE);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await page.text(), path).toContain('<title data-head="server">Inkwell Blog</title>');
    }
  });

  it('sets the security headers, allowing exactly the page’s inline scripts', async () => {
    const handler = await app({ uploadOrigins: ['https://uploads.example/bucket'] });
    const page = await handler.request('/');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(page.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const csp = page.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain(await sha256Source(THEME));
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toContain(running.url);
    expect(directive('connect-src')).toContain('https://uploads.example');
    expect(directive('img-src')).toContain(running.url);
    expect(directive('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(
      (await handler.request('/assets/missing.js')).headers.get('x-content-type-options'),
    ).toBe('nosniff');
  });
});

describe('sitemap, RSS and robots.txt', () => {
  it('publish every blog and author on the public address', async () => {
    const handler = await app();
    const sitemap = await (await handler.request('/sitemap.xml')).text();
    const total = Number((await mockApi('/all-latest-blogs-count')).totalDocs);
    expect(sitemap.match(/\/blog\//g)).toHaveLength(total);
    expect(sitemap).toContain('<loc>https://blog.example/user/amelia_hart</loc>');
    const rss = await handler.request('/rss.xml');
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect((await rss.text()).match(/<item>/g)).toHaveLength(Math.min(20, total));
    expect(await (await handler.request('/robots.txt')).text()).toContain(
      'Sitemap: https://blog.example/sitemap.xml',
    );
  });

  it('answer 503 while the backend is down', async () => {
    const handler = await app({ apiUrl: 'http://127.0.0.1:9' });
    const sitemap = await handler.request('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBe('60');
  });
});

describe("each page's route preloads (issue 30 item 5)", () => {
  const PRELOADS = [
    { path: '/blog/:blog_id', files: ['/assets/blog-1.js', '/assets/kit-2.js'] },
    { path: '/search/:query', files: ['/assets/search-3.js'] },
  ];
  const linksOf = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)" data-route-preload \/>/g,
      ),
    ].map((match) => match[1]);

  it("are the route's files, right after <meta charset> and before every script", async () => {
    const handler = await app({ preloads: PRELOADS });
    const html = await (await handler.request('/search/travel')).text();
    expect(linksOf(html)).toEqual(['/assets/search-3.js']);
    expect(html.indexOf('data-route-preload')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('data-route-preload')).toBeLessThan(html.indexOf('<script'));
  });

  it("are written beside a blog's head, and also when its backend call fails", async () => {
    const handler = await app({ preloads: PRELOADS });
    const found = await (await handler.request(`/blog/${BLOG}`)).text();
    expect(found).toContain('property="og:type" content="article"');
    expect(linksOf(found)).toEqual(['/assets/blog-1.js', '/assets/kit-2.js']);
    const missing = await (await handler.request('/blog/no-such-blog-zz')).text();
    siteHeadOnly(missing);
    expect(linksOf(missing)).toEqual(['/assets/blog-1.js', '/assets/kit-2.js']);
  });

  it('are none for a path of no route, or without the build note', async () => {
    const handler = await app({ preloads: PRELOADS });
    expect(linksOf(await (await handler.request('/')).text())).toEqual([]);
    const without = await app();
    expect(await (await without.request('/search/travel')).text()).not.toContain('modulepreload');
  });
});
