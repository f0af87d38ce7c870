/**
 * The production server (server/app.ts) on an edge platform: a Cloudflare Worker with static assets, run on
 * workerd (tests/server/worker.test.ts). Bundle it with esbuild or wrangler, and let every request reach the
 * worker first (wrangler: `assets.run_worker_first`), so pages get their head and the build note stays
 * private.
 *
 * Env: API_URL (default: the VITE_API_URL the build was made with); PUBLIC_URL (the public address links are
 * written with; default each request's own origin); UPLOAD_ORIGINS (comma-separated, for the CSP); SITE_NAME
 * (default the build's); ANSWER_TTL_SECONDS and BACKEND_WAIT_MS (server/backend.ts's ttlMs and timeoutMs:
 * 60 s and 300 ms); ASSETS, the binding of the static assets (dist/). Backend answers are kept in the
 * platform's cache, which every instance in a location shares (on a custom domain: *.workers.dev has none),
 * behind each instance's own memory (docs/decisions/0025). Compression is the
 * platform's.
 */
import type { ExecutionContext } from 'hono';
import { BUILD_INFO_FILE, type BuildInfo } from '../src/config/build-info';
import { cacheApiStore, memoryStore, tieredStore } from './answer-store';
import { createApp } from './app';

/** The part of the Workers types used here: a Fetcher binding (the execution context is Hono's type). */
export interface AssetsBinding {
  fetch(input: Request | string | URL): Promise<Response>;
}
export interface WorkerEnv {
  ASSETS: AssetsBinding;
  API_URL?: string;
  PUBLIC_URL?: string;
  SITE_NAME?: string;
  UPLOAD_ORIGINS?: string;
  /** Seconds a backend answer is reused (default 60). */
  ANSWER_TTL_SECONDS?: string;
  /** Milliseconds a page waits for the backend before it goes out without the head (default 300). */
  BACKEND_WAIT_MS?: string;
}

/** The assets binding answers by path; the host is not looked at. */
const ASSETS_ORIGIN = 'https://assets.invalid';

async function asset(env: WorkerEnv, path: string): Promise<Response | null> {
  const file = await env.ASSETS.fetch(new URL(path, ASSETS_ORIGIN));
  return file.ok ? file : null;
}

/**
 * A file of the build asked for by a visitor's path: never the build note (or its compressed copies), also
 * where the path reaches it in a way the app's own check does not see (a `\` the URL parser reads as `/`,
 * '/assets/..%5Cinkwell-build.json': docs/decisions/0059).
 */
function servedAsset(env: WorkerEnv, path: string): Promise<Response | null> {
  const { pathname } = new URL(path, ASSETS_ORIGIN);
  const note = `/${BUILD_INFO_FILE}`;
  if ([note, `${note}.br`, `${note}.gz`].includes(pathname)) return Promise.resolve(null);
  return asset(env, path);
}

async function appFor(env: WorkerEnv) {
  // '/' is index.html: the assets' default html_handling redirects '/index.html' to '/'.
  const index = await asset(env, '/');
  if (!index) throw new Error('The static assets have no index.html');
  const note = await asset(env, `/${BUILD_INFO_FILE}`);
  const info: Partial<BuildInfo> = note ? ((await note.json()) as BuildInfo) : {};
  const ttl = Number(env.ANSWER_TTL_SECONDS);
  const wait = Number(env.BACKEND_WAIT_MS);
  return createApp({
    indexHtml: await index.text(),
    siteName: env.SITE_NAME ?? info.siteName,
    firstViews: info.firstViews,
    preloads: info.preloads,
    apiUrl: env.API_URL ?? info.apiUrl,
    publicUrl: env.PUBLIC_URL || undefined,
    uploadOrigins: (env.UPLOAD_ORIGINS ?? '').split(',').map((origin) => origin.trim()),
    assets: (path) => servedAsset(env, path),
    ttlMs: ttl > 0 ? ttl * 1000 : undefined,
    timeoutMs: wait > 0 ? wait : undefined,
    store: tieredStore(memoryStore(), cacheApiStore(caches.open('inkwell-answers'))),
  });
}

/** One app per instance (isolate), made on its first request; made again if making it failed. */
let app: ReturnType<typeof appFor> | undefined;

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    app ??= appFor(env);
    let handler: Awaited<typeof app>;
    try {
      handler = await app;
    } catch (error) {
      app = undefined;
      // Not the platform's bare error page: say what is wrong, and that it may pass.
      const reason = error instanceof Error ? error.message : String(error);
      return new Response(`The site could not start (${reason}); try again shortly`, {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' },
      });
    }
    return handler.fetch(request, env, ctx);
  },
};
