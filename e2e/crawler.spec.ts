import type { Browser, Page } from '@playwright/test';
import { test, expect, mock } from './fixtures';
import { HOSTILE_TEXTS, HOSTILE_URLS } from './hostile/corpus';

/**
 * Issue 16: what a link-preview or search crawler sees. Crawlers fetch the HTML and do not run JavaScript, so
 * pages are fetched with `request.get` and read by a browser page with JavaScript off; every tag the blog
 * page and the profile promise must be there. Only the production server writes them (E2E_SERVER=node).
 */
test.skip(process.env.E2E_SERVER !== 'node', 'the head is written by the production server only');

const CRAWLER = {
  'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

interface LatestBlog {
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  author: { personal_info: { fullname: string; username: string } };
}

/** The HTML as a crawler parses it: no script runs. */
async function crawl(
  browser: Browser,
  html: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setContent(html);
  return { page, close: () => context.close() };
}

const content = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content');

test('a blog page carries its title, description, canonical, Open Graph and Twitter tags', async ({
  request,
  browser,
  baseURL,
}) => {
  const { blogs } = await mock.api<{ blogs: LatestBlog[] }>(request, '/latest-blogs', { page: 1 });
  const blog = blogs[0]!;
  const response = await request.get(`/blog/${blog.blog_id}`, { headers: CRAWLER });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const { page, close } = await crawl(browser, await response.text());

  const title = `${blog.title} | Inkwell Blog`;
  const url = `${baseURL}/blog/${blog.blog_id}`;
  await expect(page).toHaveTitle(title);
  expect(await page.locator('head title').count()).toBe(1);
  expect(await content(page, 'meta[name="description"]')).toBe(blog.des);
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url);
  const expected: Record<string, string> = {
    'og:type': 'article',
    'og:site_name': 'Inkwell',
    'og:title': title,
    'og:description': blog.des,
    'og:url': url,
    'og:image': blog.banner,
    'og:image:width': '400',
    'og:image:height': '400',
  };
  for (const [property, value] of Object.entries(expected)) {
    expect(await content(page, `meta[property="${property}"]`), property).toBe(value);
    expect(await page.locator(`head meta[property="${property}"]`).count(), property).toBe(1);
  }
  const twitter: Record<string, string> = {
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
    'twitter:description': blog.des,
    'twitter:image': blog.banner,
  };
  for (const [name, value] of Object.entries(twitter)) {
    expect(await content(page, `meta[name="${name}"]`), name).toBe(value);
  }
  expect(blog.banner).toMatch(/^https?:\/\//);
  await close();
});

test('a profile page carries the name, the bio and the avatar', async ({
  request,
  browser,
  baseURL,
}) => {
  const profile = await mock.api<{
    personal_info: { fullname: string; username: string; bio: string; profile_img: string };
  }>(request, '/get-profile', { username: 'amelia_hart' });
  const info = profile.personal_info;
  const response = await request.get(`/user/${info.username}`, { headers: CRAWLER });
  const { page, close } = await crawl(browser, await response.text());
  const title = `${info.fullname} (@${info.username}) | Inkwell`;
  await expect(page).toHaveTitle(title);
  expect(await content(page, 'meta[name="description"]')).toBe(info.bio);
  expect(await content(page, 'meta[property="og:type"]')).toBe('profile');
  expect(await content(page, 'meta[property="og:title"]')).toBe(title);
  expect(await content(page, 'meta[property="og:url"]')).toBe(`${baseURL}/user/${info.username}`);
  expect(await content(page, 'meta[property="og:image"]')).toBe(info.profile_img);
  expect(await content(page, 'meta[name="twitter:image"]')).toBe(info.profile_img);
  await close();
});

test('other routes get the site defaults; the feeds and robots.txt use the public address', async ({
  request,
  browser,
  baseURL,
}) => {
  const home = await request.get('/', { headers: CRAWLER });
  const { page, close } = await crawl(browser, await home.text());
  await expect(page).toHaveTitle('Inkwell Blog');
  expect(await content(page, 'meta[property="og:url"]')).toBe(`${baseURL}/`);
  await close();

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const { blogs } = await mock.api<{ blogs: LatestBlog[] }>(request, '/latest-blogs', { page: 1 });
  const sitemapText = await sitemap.text();
  for (const blog of blogs)
    expect(sitemapText).toContain(`<loc>${baseURL}/blog/${blog.blog_id}</loc>`);
  expect(sitemapText).toContain(
    `<loc>${baseURL}/user/${blogs[0]!.author.personal_info.username}</loc>`,
  );
  const rss = await (await request.get('/rss.xml')).text();
  expect(rss).toContain('<rss version="2.0"');
  expect(rss).toContain(`<link>${baseURL}/blog/${blogs[0]!.blog_id}</link>`);
});

test('hostile titles and image URLs stay text, and no unsafe image is written', async ({
  request,
  browser,
}) => {
  await mock.api(request, '/__test/hostile', { texts: HOSTILE_TEXTS, urls: HOSTILE_URLS });
  // The index's own scripts (theme, app shell, preload, entry), as a page without a written head has them.
  const plain = await crawl(browser, await (await request.get('/cookie-policy')).text());
  const indexScripts = await plain.page.locator('script').count();
  // Its own stylesheet, inline (vite-plugins/inline-css.ts).
  const indexStyles = await plain.page.locator('head style').count();
  await plain.close();
  const { blogs } = await mock.api<{ blogs: LatestBlog[] }>(request, '/latest-blogs', { page: 1 });
  for (const blog of blogs) {
    const html = await (await request.get(`/blog/${blog.blog_id}`, { headers: CRAWLER })).text();
    const { page, close } = await crawl(browser, html);
    expect(await page.locator('head [data-head="server"]').count()).toBeGreaterThan(5);
    expect(await page.locator('script').count()).toBe(indexScripts);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('body iframe, body svg script').count()).toBe(0);
    // The only image in the body is the first view's banner (server/first-view.ts), at an http(s) address.
    expect(await page.locator('body img:not(#first-view > article > header > img)').count()).toBe(
      0,
    );
    for (const banner of await page.locator('body img').all())
      expect(await banner.getAttribute('src')).toMatch(/^https?:\/\/[^\s"<>]+$/);
    expect(await page.locator('head style').count()).toBe(indexStyles);
    const images = page.locator('head meta[property="og:image"], head meta[name="twitter:image"]');
    for (const image of await images.all()) {
      expect(await image.getAttribute('content')).toMatch(/^https?:\/\/[^\s"<>]+$/);
    }
    await close();
  }
  await mock.reset(request);
});
