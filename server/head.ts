import { blogShareDescription, blogShareTitle } from '../src/config/blog-share';
import { profileDescription, profilePageTitle } from '../src/config/profile-share';
import { escapeHtml } from '../src/lib/escape-html';
import { safeImageUrlOn } from '../src/lib/safe-url';
import {
  afterCharset,
  SERVER_PRELOAD_ATTRIBUTE,
  type RoutePreload,
} from '../src/config/boot-config';
import { matchRoute } from '../src/config/route-match';
import type { ServerBlog, ServerProfile } from './backend';
import { blogRoute, homePath, profileRoute } from './routes';

/**
 * The head tags crawlers read (issue 16). Link-preview and search crawlers do not run JavaScript, so the
 * server writes into index.html the tags the client renders after load: for a blog exactly what
 * src/features/blog/blog-head.tsx renders (tests/server/head-parity.test.tsx compares the two), for a profile
 * its name, bio and avatar, elsewhere the site's defaults (src/components/ui/page-meta.tsx). Every tag carries
 * data-head="server"; src/main.tsx removes them before React renders its own, so none is ever duplicated.
 */

export interface HeadContext {
  siteName: string;
  /** The public origin links are written with (PUBLIC_URL, else the request's own origin). */
  origin: string;
}

export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string }
  /** The page's largest image (its LCP), fetched with the page instead of after the code and its data. */
  | { kind: 'preload-image'; href: string };

/** Marks what the server wrote; the client removes exactly these. */
export const SERVER_HEAD_ATTR = 'data-head';
export const SERVER_HEAD_VALUE = 'server';

/**
 * A stranger's 100,000-character title must not make every page heavy: values are cut at this many
 * characters (whole code points). Real titles and descriptions (SPEC §9: 200) are far below it.
 */
export const MAX_VALUE_LENGTH = 500;

/** Longer image addresses are not written (crawlers and browsers cut them anyway). */
export const MAX_URL_LENGTH = 2048;

export function clip(value: string): string {
  const chars = Array.from(value);
  return chars.length > MAX_VALUE_LENGTH
    ? `${chars.slice(0, MAX_VALUE_LENGTH - 1).join('')}…`
    : value;
}

/**
 * An image address a crawler can fetch: absolute http(s). A path on one host ('/x.png') is resolved against
 * the public origin by the client's own rule (safeImageUrlOn; the page's <img> resolves it against the page's),
 * and must stay on it; protocol-relative ('//evil.example'), javascript:, data:, blob: and anything unparsable
 * answer null and no image is written.
 */
export function absoluteImageUrl(value: string, origin: string): string | null {
  return value.trim().length > MAX_URL_LENGTH ? null : safeImageUrlOn(value, origin);
}

const meta = (attr: 'name' | 'property', key: string, content: string): HeadTag => ({
  kind: 'meta',
  attr,
  key,
  content,
});

/** SPEC §2 blog page: the same values, in the same order, as BlogHead. */
export function blogHeadTags(blog: ServerBlog, ctx: HeadContext): HeadTag[] {
  const { siteName } = ctx;
  const fullTitle = clip(blogShareTitle(blog.title, siteName));
  const description = clip(
    blogShareDescription({ ...blog, authorName: blog.author.fullname }, siteName),
  );
  const url = `${ctx.origin}${blogRoute.build(blog.blog_id)}`;
  const image = absoluteImageUrl(blog.banner, ctx.origin);
  return [
    { kind: 'title', text: fullTitle },
    meta('name', 'description', description),
    { kind: 'link', rel: 'canonical', href: url },
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', '400'),
          meta('property', 'og:image:height', '400'),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
}

/** SPEC §2 profile: the person's name, bio and avatar, titled and described as the profile page is. */
export function profileHeadTags(profile: ServerProfile, ctx: HeadContext): HeadTag[] {
  const fullTitle = clip(
    `${profilePageTitle(profile.username, profile.fullname)} | ${ctx.siteName}`,
  );
  const description = clip(profileDescription(profile.username, profile.bio));
  const url = `${ctx.origin}${profileRoute.build(profile.username)}`;
  const image = absoluteImageUrl(profile.profile_img, ctx.origin);
  return [
    { kind: 'title', text: fullTitle },
    meta('name', 'description', description),
    { kind: 'link', rel: 'canonical', href: url },
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', ctx.siteName),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'profile:username', profile.username),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
}

/**
 * The image that is the page's largest paint (a blog's banner, a profile's avatar), as a high-priority
 * preload: the browser fetches it while the code downloads, so the page shows it as soon as it renders
 * instead of asking for it only then (Lighthouse: LCP load delay). The address is the one the page's <img>
 * asks for (the client's safeImageUrl resolves a local path against the page, as absoluteImageUrl does), so
 * the image is fetched once. Nothing is written for an address a crawler could not fetch either.
 */
export function lcpImagePreload(image: string, ctx: HeadContext): HeadTag[] {
  const href = absoluteImageUrl(image, ctx.origin);
  return href ? [{ kind: 'preload-image', href }] : [];
}

export function defaultDescription(siteName: string): string {
  return `${siteName}: stories and ideas on events, tech, finance and travel, from writers you can follow.`;
}

/** Every other route: the site's defaults (PageMeta without a title); home also gets its address. */
export function defaultHeadTags(ctx: HeadContext, pathname: string): HeadTag[] {
  const title = `${ctx.siteName} Blog`;
  const description = defaultDescription(ctx.siteName);
  const home = pathname === homePath;
  const url = `${ctx.origin}${homePath}`;
  return [
    { kind: 'title', text: title },
    meta('name', 'description', description),
    ...(home ? [{ kind: 'link', rel: 'canonical', href: url } as const] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', ctx.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(home ? [meta('property', 'og:url', url)] : []),
    meta('name', 'twitter:card', 'summary'),
  ];
}

export function renderHead(tags: readonly HeadTag[]): string {
  const mark = `${SERVER_HEAD_ATTR}="${SERVER_HEAD_VALUE}"`;
  const value = escapeHtml;
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title ${mark}>${value(tag.text)}</title>`;
        case 'link':
          return `<link ${mark} rel="${tag.rel}" href="${value(tag.href)}" />`;
        case 'meta':
          return `<meta ${mark} ${tag.attr}="${tag.key}" content="${value(tag.content)}" />`;
        case 'preload-image':
          return `<link ${mark} rel="preload" as="image" href="${value(tag.href)}" fetchpriority="high" />`;
      }
    })
    .join('\n    ');
}

/** index.html with `head` just before `</head>`; an index without one is answered unchanged. */
export function injectHead(html: string, head: string): string {
  const at = html.search(/<\/head>/i);
  return at < 0 || !head ? html : `${html.slice(0, at)}  ${head}\n  ${html.slice(at)}`;
}

/**
 * The route's files as `<link rel="modulepreload">` tags (issue 30 item 5), marked so the boot script adds none
 * (src/config/boot-config.ts). They carry `crossorigin` like the entry, so the module loader reuses what they
 * fetched. A path of no route gets none.
 */
export function routePreloadLinks(preloads: readonly RoutePreload[], pathname: string): string {
  const match = matchRoute(preloads, pathname);
  return (match?.route.files ?? [])
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" ${SERVER_PRELOAD_ATTRIBUTE} />`,
    )
    .join('');
}

/**
 * Puts the links right after `<meta charset>`, before the boot script that looks for them and before the
 * stylesheet, so their downloads start with the entry's. A page without the meta (not this build's) is left
 * as it is.
 */
export function injectPreloads(html: string, links: string): string {
  const at = afterCharset(html);
  if (at < 0 || !links) return html;
  return `${html.slice(0, at)}\n    ${links}${html.slice(at)}`;
}
