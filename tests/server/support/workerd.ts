import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Miniflare } from 'miniflare';
import { renderFirstViews } from '@/app/boot/first-paint';

/**
 * The edge entry (server/worker.ts) on workerd, Cloudflare's runtime, through miniflare: bundled by esbuild
 * as wrangler would, its static assets served by miniflare's copy of Cloudflare's asset server, its backend
 * a fake one on 127.0.0.1 that counts the reads it answers.
 */

export const BLOG_ID = 'viral-post';
export const BLOG = {
  blog_id: BLOG_ID,
  title: 'Why Boring Technology Wins',
  des: 'Fewer moving parts, fewer pages at 3 am.',
  banner: 'https://images.example/banners/viral.jpg',
  publishedAt: '2026-01-05T10:00:00.000Z',
  author: {
    personal_info: {
      fullname: 'Amelia Hart',
      username: 'amelia_hart',
      profile_img: 'https://images.example/amelia.svg',
    },
  },
};

/** A date this workerd knows (it refuses later ones). */
const COMPATIBILITY_DATE = '2026-04-01';

export const THEME = "document.documentElement.dataset.theme='light';";
const INDEX = `<!doctype html><html><head><meta charset="UTF-8" /><script>${THEME}</script></head><body><div id="root"><!--first-view--></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/** A dist/ of the shape `npm run build` writes: index.html, hashed assets, a public file, the build note. */
export function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'inkwell-edge-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'export {};\n');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  // The build's note, with the first views the build renders from the app's components.
  const info = { apiUrl: '', siteName: 'Inkwell', firstViews: renderFirstViews() };
  writeFileSync(join(dist, 'inkwell-build.json'), `${JSON.stringify(info)}\n`);
  return dist;
}

/**
 * server/worker.ts as one ES module, as `wrangler deploy` bundles it: esbuild's API in a process of its own
 * (its invariants reject the test environment's TextEncoder), about 0.2 s.
 */
export function bundleWorker(outDir: string): string {
  const outfile = join(outDir, 'worker.mjs');
  const options = {
    entryPoints: ['server/worker.ts'],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker'],
    logLevel: 'error',
    outfile,
  };
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      `import { build } from 'esbuild'; await build(${JSON.stringify(options)});`,
    ],
    { stdio: 'pipe' },
  );
  return outfile;
}

export interface FakeBackend {
  url: string;
  /** Calls answered per path ('/get-blog'), or per path and blog ('/get-blog', 'viral-post'). */
  reads(path: string, blogId?: string): number;
  /** Makes every call answer this status (null: answer normally again). */
  failWith(status: number | null): void;
  /** Makes every call wait this long before it answers. */
  delay(ms: number): void;
  close(): Promise<void>;
}

/** get-blog, get-profile and latest-blogs for one published blog, counted. */
export async function startFakeBackend(): Promise<FakeBackend> {
  const counts = new Map<string, number>();
  let failure: number | null = null;
  let delayMs = 0;
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => setTimeout(respond, delayMs));
    function respond() {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      for (const key of [path, `${path} ${String(body.blog_id)}`])
        counts.set(key, (counts.get(key) ?? 0) + 1);
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (failure !== null) return answer(failure, { error: 'Down for maintenance' });
      if (path === '/get-blog' && body.blog_id === BLOG_ID) return answer(200, { blog: BLOG });
      if (path === '/latest-blogs') return answer(200, { blogs: body.page === 1 ? [BLOG] : [] });
      return answer(404, { error: 'Not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reads: (path, blogId) => counts.get(blogId === undefined ? path : `${path} ${blogId}`) ?? 0,
    failWith: (status) => (failure = status),
    delay: (ms) => (delayMs = ms),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * One location of the edge: workerd running `isolates` copies of the worker (each its own isolate, with its
 * own memory) that share the location's cache, as instances in one Cloudflare location do. Each has its
 * assets in front, every request reaching the worker first (wrangler's `assets.run_worker_first`).
 */
export function startLocation(options: {
  script: string;
  dist: string;
  bindings: Record<string, string>;
  isolates?: number;
}) {
  const names = Array.from({ length: options.isolates ?? 1 }, (_, index) => `isolate-${index}`);
  // The location's front door, as Cloudflare's balancer: sends each request to the isolate it names.
  const front = `export default {
    fetch: (request, env) => env[request.headers.get('x-isolate') ?? '${names[0]}'].fetch(request),
  };`;
  const miniflare = new Miniflare({
    workers: [
      {
        name: 'front',
        modules: true,
        script: front,
        compatibilityDate: COMPATIBILITY_DATE,
        serviceBindings: Object.fromEntries(names.map((name) => [name, name])),
      },
      ...names.map((name) => ({
        name,
        modules: true,
        scriptPath: options.script,
        modulesRoot: dirname(options.script),
        compatibilityDate: COMPATIBILITY_DATE,
        bindings: options.bindings,
        assets: {
          directory: options.dist,
          binding: 'ASSETS',
          routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
        },
      })),
    ],
  });
  return {
    /** A GET as a visitor's browser sends it, answered by one isolate (the first by default). */
    async get(path: string, isolate = 0): Promise<Response> {
      const response = await miniflare.dispatchFetch(`https://blog.example${path}`, {
        headers: { 'x-isolate': names[isolate] ?? '' },
      });
      return response as unknown as Response;
    },
    ready: miniflare.ready.then(() => undefined),
    dispose: () => miniflare.dispose(),
  };
}
