/**
 * `npm start`: the production server (server/app.ts) on Node, after `npm run build`.
 *
 * Env: PORT (default 8080); API_URL (default: the VITE_API_URL the build was made with); PUBLIC_URL (the
 * public address links are written with; default each request's own origin); UPLOAD_ORIGINS (comma-separated
 * origins of the upload host, for the CSP); SITE_NAME (default: the build's VITE_SITE_NAME); DIST_DIR
 * (default dist).
 */
import { readFile, stat } from 'node:fs/promises';
import { readFileSync, existsSync } from 'node:fs';
import { Server } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';
import { BUILD_INFO_FILE, type BuildInfo } from '../src/config/build-info';
import { createApp } from './app';

export interface NodeServerOptions {
  distDir: string;
  env: Record<string, string | undefined>;
}

/** The encodings a request accepts (`Accept-Encoding`; a q of 0 refuses one). */
export function acceptedEncodings(header: string | null | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The copies the build made of each text file (vite-plugins/precompress.ts), best first. */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * A file of dist/ by URL path; null for anything outside it, a folder, or the build's private note. Where the
 * request accepts it, the copy compressed at build time is sent (Brotli, else gzip), so nothing is compressed
 * per request.
 */
export function distAssets(distDir: string) {
  const root = resolve(distDir);
  // Neither the note nor a compressed copy of it, as builds made before precompress left the note out have.
  const note = join(root, BUILD_INFO_FILE);
  const noteFiles = new Set([note, ...PRECOMPRESSED.map(([, suffix]) => note + suffix)]);
  return async (path: string, request?: Request): Promise<Response | null> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    // A '..' step is never a file of the build's own address, even one that stays inside dist/:
    // '/assets/..%2Findex.html' was the bare template, cached for a year (the server audit, 0062).
    if (decoded.split(/[/\\]/).includes('..')) return null;
    const file = resolve(join(root, decoded));
    if (!file.startsWith(root + sep) || noteFiles.has(file)) return null;
    try {
      if (!(await stat(file)).isFile()) return null;
      const type = getMimeType(file) ?? 'application/octet-stream';
      const accepted = acceptedEncodings(request?.headers.get('accept-encoding'));
      for (const [encoding, suffix] of PRECOMPRESSED) {
        if (!accepted.has(encoding)) continue;
        const body = await readFile(file + suffix).catch(() => null);
        if (body)
          return new Response(body, {
            headers: {
              'Content-Type': type,
              'Content-Encoding': encoding,
              Vary: 'Accept-Encoding',
            },
          });
      }
      return new Response(await readFile(file), { headers: { 'Content-Type': type } });
    } catch {
      return null;
    }
  };
}

export async function createNodeHandler({ distDir, env }: NodeServerOptions) {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const infoPath = join(distDir, BUILD_INFO_FILE);
  const info: Partial<BuildInfo> = existsSync(infoPath)
    ? (JSON.parse(readFileSync(infoPath, 'utf8')) as BuildInfo)
    : {};
  const apiUrl = env.API_URL ?? info.apiUrl;
  const app = await createApp({
    indexHtml,
    siteName: env.SITE_NAME ?? info.siteName,
    firstViews: info.firstViews,
    preloads: info.preloads,
    apiUrl,
    publicUrl: env.PUBLIC_URL || undefined,
    uploadOrigins: (env.UPLOAD_ORIGINS ?? '').split(',').map((origin) => origin.trim()),
    assets: distAssets(distDir),
    // How long a page waits for the backend before it is answered without its head (default 300 ms).
    timeoutMs: Number(env.BACKEND_WAIT_MS) || undefined,
  });
  // Compression belongs to the host: edge platforms and CDNs compress on their own. Here the build's copies
  // are sent where they exist (distAssets); the rest (pages, feeds) is gzipped as it is sent.
  const server = new Hono();
  server.use('*', compress());
  server.route('/', app);
  return { fetch: server.fetch, apiUrl };
}

/**
 * Idle connections stay open 65 s, longer than a load balancer's usual 60 s: Node's default of 5 s closes one
 * the balancer may be sending on at that moment, which its client sees as a 502. The same as the mock backend
 * (src/mocks/http-server.ts). Headers may take a second longer than that, as Node requires.
 */
const KEEP_ALIVE_MS = 65_000;

/** The server on `port` (0: any free one), listening once `onListening` is called. */
export function startNodeServer(
  handler: Awaited<ReturnType<typeof createNodeHandler>>,
  port: number,
  onListening?: (port: number) => void,
) {
  const server = serve({ fetch: handler.fetch, port }, (address) => onListening?.(address.port));
  // Node's HTTP/1 server, as serve() makes it without a createServer of its own.
  if (server instanceof Server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  return server;
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  return script !== undefined && resolve(script) === resolve(new URL(import.meta.url).pathname);
}

if (isEntryPoint()) {
  const port = Number(process.env.PORT ?? 8080);
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  const handler = await createNodeHandler({ distDir, env: process.env });
  const server = startNodeServer(handler, port, (listening) => {
    console.info(
      `Inkwell on http://localhost:${listening} (dist: ${distDir}, API: ${handler.apiUrl || 'none'})`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
