import { Feed } from 'feed';
import { escapeHtml } from '../src/lib/escape-html';
import type { Backend, ServerBlog } from './backend';
import { blogRoute, homePath, profileRoute } from './routes';
import { defaultDescription } from './head';

/**
 * Discoverability (issue 16): /sitemap.xml, /rss.xml and /robots.txt, every link on the public origin. The
 * RSS is written by the `feed` package (docs/decisions/0009: escaping and RFC 822 dates are its job, not
 * ours); the sitemap's format is four elements, written here.
 */

export interface FeedContext {
  siteName: string;
  origin: string;
}

/** SPEC §9: latest-blogs answers 5 per page; RSS carries the newest 20. */
export const RSS_ITEMS = 20;
/** A bound on the sitemap's walk through latest-blogs (5 per page): 10,000 blogs. */
export const SITEMAP_MAX_PAGES = 2_000;

/** Characters XML 1.0 cannot carry at all (C0 controls, lone surrogates, U+FFFE/F): a stranger's title may. */
export function xmlSafe(value: string): string {
  return value.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '',
  );
}

function escapeXml(value: string): string {
  return escapeHtml(xmlSafe(value));
}

function validDate(value: string): Date | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date : null;
}

/** Pages through latest-blogs until a page comes back empty (or short). */
export async function latestBlogs(
  backend: Backend,
  limit: number,
  maxPages = SITEMAP_MAX_PAGES,
): Promise<ServerBlog[]> {
  const blogs: ServerBlog[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= maxPages && blogs.length < limit; page += 1) {
    const batch = await backend.latest(page);
    const fresh = batch.filter((blog) => !seen.has(blog.blog_id));
    // An empty page ends the list; a page of nothing new means the backend ignores `page`.
    if (!fresh.length) break;
    for (const blog of fresh) seen.add(blog.blog_id);
    blogs.push(...fresh);
  }
  return blogs.slice(0, limit);
}

export function sitemapXml(blogs: readonly ServerBlog[], ctx: FeedContext): string {
  const urls: { loc: string; lastmod?: string }[] = [{ loc: `${ctx.origin}${homePath}` }];
  const authors = new Set<string>();
  for (const blog of blogs) {
    const date = validDate(blog.publishedAt);
    urls.push({
      loc: `${ctx.origin}${blogRoute.build(blog.blog_id)}`,
      ...(date ? { lastmod: date.toISOString() } : {}),
    });
    if (blog.author.username) authors.add(blog.author.username);
  }
  for (const username of authors)
    urls.push({ loc: `${ctx.origin}${profileRoute.build(username)}` });
  const body = urls
    .map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** RSS 2.0: title, link, description (with the blog page's fallback), pubDate and author per post. */
export function rssXml(blogs: readonly ServerBlog[], ctx: FeedContext): string {
  const home = `${ctx.origin}${homePath}`;
  const feed = new Feed({
    title: xmlSafe(`${ctx.siteName} Blog`),
    description: xmlSafe(defaultDescription(ctx.siteName)),
    id: home,
    link: home,
    language: 'en',
    feedLinks: { rss: `${ctx.origin}/rss.xml` },
    copyright: xmlSafe(`All rights reserved, ${ctx.siteName}`),
    generator: ctx.siteName,
  });
  for (const blog of blogs) {
    const date = validDate(blog.publishedAt);
    if (!date) continue;
    const link = `${ctx.origin}${blogRoute.build(blog.blog_id)}`;
    const description =
      blog.des.trim() || `Read “${blog.title}” by ${blog.author.fullname} on ${ctx.siteName}.`;
    // Titles and descriptions are plain text (PITFALLS), but a reader renders a description as HTML (RSS
    // 2.0), and titles too often enough: the RSS Board's profile calls them plain text, yet readers differ,
    // many decoding or rendering them as HTML. So both carry the text HTML-escaped: read as HTML it shows
    // exactly what was typed, never markup. `feed` writes them as CDATA, and escaped text holds no `>`, so no
    // `]]>` can end the section early either (docs/decisions/0009).
    feed.addItem({
      title: escapeXml(blog.title || 'Untitled'),
      id: link,
      link,
      description: escapeXml(description),
      date,
      author: blog.author.fullname ? [{ name: xmlSafe(blog.author.fullname) }] : [],
    });
  }
  return feed.rss2();
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
