import { Hono, type Context } from 'hono';
// The build's note to the server (src/config/build-info.ts): never served as a file.
import { BUILD_INFO_FILE } from '../src/config/build-info';
import { siteNameOf } from '../src/config/site';
import type { AnswerStore } from './answer-store';
import { createBackend, MISSING, type Backend, type WaitUntil } from './backend';
import { contentSecurityPolicy, inlineScripts, originOf, sha256Source } from './csp';
import { latestBlogs, robotsTxt, rssXml, sitemapXml, RSS_ITEMS } from './feeds';
import {
  blogHeadTags,
  lcpImagePreload,
  defaultHeadTags,
  injectHead,
  injectPreloads,
  profileHeadTags,
  renderHead,
  routePreloadLinks,
  type HeadContext,
  type HeadTag,
} from './head';
import { blogRoute, notFoundPage, profileRoute, searchRoute } from './routes';
import { blogFirstView, injectFirstView, searchFirstView } from './first-view';
import type { FirstViewTemplates } from '../src/config/first-view';
import type { RoutePreload } from '../src/config/boot-config';

/**
 * The production server (issue 16) as one standard Fetch-API handler: `(await createApp(o)).fetch(request)`
 * answers a Response, on Node (server/node.ts) or on an edge platform. It serves the static build, writes
 * each blog's and profile's head into index.html for crawlers, publishes the sitemap, RSS and robots.txt, and
 * sets the security headers. It keeps no state beyond a short answer cache: any number of copies can run.
 */

export interface AppOptions {
  /** The built dist/index.html. */
  indexHtml: string;
  /**
   * The first views' templates, from the build's note (src/config/build-info.ts). Without them pages get their
   * head but no first view.
   */
  firstViews?: FirstViewTemplates;
  /** Each route's files, from the build's note: written into every page's head as preloads. */
  preloads?: readonly RoutePreload[];
  /** VITE_SITE_NAME of the build (default 'Inkwell'). */
  siteName?: string;
  /** The REST backend. Empty: no per-page heads (the default tags still), feeds answer 503. */
  apiUrl?: string;
  /** The public address links are written with; default: each request's own origin. */
  publicUrl?: string;
  /** Other origins the app talks to or loads images from: the upload host of get-upload-url. */
  uploadOrigins?: readonly string[];
  /**
   * A file of the build by path ('/assets/x.js'), or null; the request says which encodings it accepts.
   * Edge platforms may leave assets to the CDN.
   */
  assets?: (path: string, request?: Request) => Promise<Response | null>;
  /** Replaces the backend client (tests); otherwise one is made from apiUrl, fetch and the timings. */
  backend?: Backend;
  fetch?: typeof fetch;
  timeoutMs?: number;
  ttlMs?: number;
  /** Where backend answers are kept: process memory by default; an edge platform's cache (server/worker.ts). */
  store?: AnswerStore;
}

/** Hashed file names: cached for a year and never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and every page, which is index.html): always revalidated, so a release shows at once. */
export const NO_CACHE = 'no-cache';
/** Powers the page never asks for, nor lets a frame ask for. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export async function createApp(options: AppOptions): Promise<Hono> {
  const siteName = siteNameOf(options.siteName);
  const templates = options.firstViews;
  const publicOrigin = originOf(options.publicUrl);
  const apiOrigin = originOf(options.apiUrl);
  const uploadOrigins = (options.uploadOrigins ?? []).map(originOf).filter((o) => o !== null);
  const backend =
    options.backend ??
    (options.apiUrl
      ? createBackend({
          apiUrl: options.apiUrl,
          fetch: options.fetch,
          timeoutMs: options.timeoutMs,
          ttlMs: options.ttlMs,
          store: options.store,
        })
      : undefined);

  const scriptHashes = await Promise.all(inlineScripts(options.indexHtml).map(sha256Source));
  const apiAndUploads = [apiOrigin ?? '', ...uploadOrigins];
  const csp = contentSecurityPolicy({
    scriptHashes,
    connectOrigins: apiAndUploads,
    imageOrigins: apiAndUploads.filter((origin) => origin.startsWith('http:')),
  });

  const app = new Hono();
  const origin = (c: Context) => publicOrigin ?? new URL(c.req.url).origin;
  /**
   * For an answer whose links are written with origin(c). Without PUBLIC_URL they come from the request's Host
   * header, which the sender chooses: a shared cache (a CDN, a proxy) must keep no such answer to hand to
   * others, so only the browser's own cache may.
   */
  const linksCacheControl = (maxAge: number) =>
    `${publicOrigin ? 'public' : 'private'}, max-age=${maxAge}`;
  /** The edge platform's waitUntil for this request (server/worker.ts passes its ctx); Node has none. */
  const waitUntilOf = (c: Context): WaitUntil | undefined => {
    try {
      const ctx = c.executionCtx;
      return (promise) => ctx.waitUntil(promise);
    } catch {
      return undefined; // Hono throws when the host gave no execution context.
    }
  };

  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // frame-ancestors covers current browsers; X-Frame-Options the old ones.
    c.header('X-Frame-Options', 'DENY');
    // Browsers heed it only over HTTPS (a deployment's), and ignore it on plain HTTP (development); no
    // includeSubDomains: the site's neighbours are not this server's to decide.
    c.header('Strict-Transport-Security', 'max-age=31536000');
    // Powers neither the app nor its embeds use (embed-block.tsx allows only autoplay, fullscreen,
    // picture-in-picture and encrypted-media), denied to the page and every frame in it.
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    // Another site's window cannot reach this one; the Google sign-in popup this page opens still reports back.
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', linksCacheControl(3600));
    return c.text(robotsTxt(origin(c)));
  });

  const feed =
    (type: string, write: (source: Backend, c: Context) => Promise<string>) =>
    async (c: Context) => {
      if (!backend) return c.text('No backend configured', 503);
      try {
        const body = await write(backend, c);
        c.header('Cache-Control', linksCacheControl(300));
        return c.body(body, 200, { 'Content-Type': `${type}; charset=utf-8` });
      } catch {
        c.header('Retry-After', '60');
        return c.text('The backend is not answering; try again shortly', 503);
      }
    };
  app.get(
    '/sitemap.xml',
    feed('application/xml', async (source, c) =>
      sitemapXml(await latestBlogs(source, Number.POSITIVE_INFINITY), {
        siteName,
        origin: origin(c),
      }),
    ),
  );
  app.get(
    '/rss.xml',
    feed('application/rss+xml', async (source, c) =>
      rssXml(await latestBlogs(source, RSS_ITEMS), { siteName, origin: origin(c) }),
    ),
  );

  app.get('/assets/*', async (c) => {
    const file = await options.assets?.(c.req.path, c.req.raw);
    if (!file) return c.text('Not found', 404);
    const response = new Response(file.body, file);
    response.headers.set('Cache-Control', IMMUTABLE);
    return response;
  });

  /**
   * A page's head tags, first view (server/first-view.ts) and status. A blog or a profile whose backend call
   * failed or was too slow gets the site's own head (a link preview, the tab's title), and its page: it may
   * well exist. One the backend says does not exist, and an address no route names, is served as not found
   * (404, the app drawing its not-found page), so that search engines drop it (decision 0062).
   */
  async function pageFor(
    pathname: string,
    ctx: HeadContext,
    waitUntil?: WaitUntil,
  ): Promise<{ tags: HeadTag[]; view: string; status: 200 | 404 }> {
    const plain = (status: 200 | 404) => ({
      tags: defaultHeadTags(ctx, pathname),
      view: '',
      status,
    });
    const blogId = blogRoute.match(pathname);
    if (blogId !== null) {
      const blog = await backend?.blog(blogId, waitUntil);
      if (!blog || blog === MISSING) return plain(blog ? 404 : 200);
      return {
        status: 200,
        tags: [...blogHeadTags(blog, ctx), ...lcpImagePreload(blog.banner, ctx)],
        view: templates ? blogFirstView(templates, blog, ctx) : '',
      };
    }
    const username = profileRoute.match(pathname);
    if (username !== null) {
      const profile = await backend?.profile(username, waitUntil);
      if (!profile || profile === MISSING) return plain(profile ? 404 : 200);
      return {
        status: 200,
        tags: [...profileHeadTags(profile, ctx), ...lcpImagePreload(profile.profile_img, ctx)],
        view: '',
      };
    }
    if (notFoundPage(pathname)) return plain(404);
    const query = searchRoute.match(pathname);
    return {
      status: 200,
      tags: defaultHeadTags(ctx, pathname),
      // Trimmed as the page reads it (src/lib/paths.ts searchQueryOf): the handover changes no word.
      view: query === null || !templates ? '' : searchFirstView(templates, query.trim()),
    };
  }

  app.get('*', async (c) => {
    const { path } = c.req;
    // Other files of the build (favicon.svg); index.html itself always goes through the head writer.
    const isPage = path.endsWith('/') || path === '/index.html' || path === `/${BUILD_INFO_FILE}`;
    if (!isPage && /\.[a-z0-9]+$/i.test(path)) {
      const file = await options.assets?.(path, c.req.raw);
      if (file) {
        const response = new Response(file.body, file);
        response.headers.set('Cache-Control', 'public, max-age=3600');
        return response;
      }
    }
    // SPA fallback: every other path is the app, with its head; a blog or a profile also gets its own. A
    // backend that is slow or failing gives the site's head (pageFor answers within the timeout).
    const page = await pageFor(path, { siteName, origin: origin(c) }, waitUntilOf(c));
    // index.html asked for by name, and the build's own file, are the app itself, not an unknown address.
    const status = path === '/index.html' || path === `/${BUILD_INFO_FILE}` ? 200 : page.status;
    c.header('Cache-Control', NO_CACHE);
    const html = injectPreloads(options.indexHtml, routePreloadLinks(options.preloads ?? [], path));
    return c.html(injectFirstView(injectHead(html, renderHead(page.tags)), page.view), status);
  });

  return app;
}
