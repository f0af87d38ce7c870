import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createNodeHandler, distAssets, startNodeServer } from './node';
import { serverConfig } from '../vite-plugins/server-config';
import { ROUTES, routeModules } from '../src/config/routes';

/** A bundle as the build makes it, as far as the note reads it: the entry and one chunk per route module. */
const chunkFile = (module: string) => `assets/${module.replace(/\W/g, '_')}.js`;
const BUNDLE = Object.fromEntries(
  [
    { fileName: 'assets/index.js', facadeModuleId: '/app/index.html', isEntry: true },
    ...[...new Set(ROUTES.flatMap(routeModules))].map((module) => ({
      fileName: chunkFile(module),
      facadeModuleId: `/app/${module}`,
      isEntry: false,
    })),
  ].map((chunk) => [chunk.fileName, { type: 'chunk', imports: [], ...chunk }]),
);

/** The Node adapter: files of dist/ only, the build's note read and never served. */
const dist = mkdtempSync(join(tmpdir(), 'inkwell-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /></head><body></body></html>',
);
writeFileSync(join(dist, 'assets', 'app-abc.js'), 'export {};');
writeFileSync(join(dist, 'favicon.svg'), '<svg></svg>');
writeFileSync(join(dist, '..', 'inkwell-secret.txt'), 'outside');
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(dist, '..', 'inkwell-secret.txt'), { force: true });
});

describe('distAssets', () => {
  const assets = distAssets(dist);

  it('answers files of the build with their type', async () => {
    const file = await assets('/assets/app-abc.js');
    expect(file?.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await file?.text()).toBe('export {};');
    expect((await assets('/favicon.svg'))?.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers nothing outside dist/, for folders, or for the build note', async () => {
    for (const path of [
      '/../inkwell-secret.txt',
      '/%2e%2e/inkwell-secret.txt',
      '/assets/..%2f..%2finkwell-secret.txt',
      // Inside dist/, but by a step back: the template under an asset's cache, or a file under a search's address.
      '/assets/..%2Findex.html',
      '/search/..%2Ffavicon.svg',
      '/assets/..%5Cfavicon.svg',
      '/assets',
      '/inkwell-build.json',
      '/%E0%A4%A',
      '/missing.js',
    ]) {
      expect(await assets(path), path).toBeNull();
    }
  });
});

describe('the copies compressed at build time (vite-plugins/precompress.ts)', () => {
  const code = `export const text = '${'Inkwell '.repeat(400)}';`;
  writeFileSync(join(dist, 'assets', 'big-abc.js'), code);
  writeFileSync(join(dist, 'assets', 'big-abc.js.br'), brotliCompressSync(code));
  writeFileSync(join(dist, 'assets', 'big-abc.js.gz'), gzipSync(code));
  const get = (encoding?: string) =>
    createNodeHandler({ distDir: dist, env: {} }).then(({ fetch }) =>
      fetch(
        new Request('http://localhost/assets/big-abc.js', {
          headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding },
        }),
      ),
    );
  const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('sends Brotli where the browser accepts it, as the build wrote it', async () => {
    const response = await get('gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(await body(response)).toString()).toBe(code);
  });

  it('sends gzip where Brotli is not accepted (or refused with q=0), and the file as it is otherwise', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get(header);
      expect(response.headers.get('content-encoding'), header).toBe('gzip');
      expect(gunzipSync(await body(response)).toString()).toBe(code);
    }
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await body(plain)).toString()).toBe(code);
  });
});

describe('createNodeHandler', () => {
  it('calls the API the build was made with, unless API_URL says otherwise', async () => {
    const plugin = serverConfig(
      { VITE_API_URL: 'https://api.example', VITE_SITE_NAME: 'Quill' },
      async () => ({ blog: [], blogWithBanner: [], search: [] }),
    );
    let emitted = '';
    const generate = plugin.generateBundle as unknown as (
      this: unknown,
      options: unknown,
      bundle: unknown,
    ) => Promise<void>;
    await generate.call(
      { emitFile: (file: { source: string }) => (emitted = file.source) },
      {},
      BUNDLE,
    );
    writeFileSync(join(dist, 'inkwell-build.json'), emitted);

    const fromBuild = await createNodeHandler({ distDir: dist, env: {} });
    expect(fromBuild.apiUrl).toBe('https://api.example');
    const page = await fromBuild.fetch(new Request('http://localhost/'));
    const html = await page.text();
    expect(html).toContain('<title data-head="server">Quill Blog</title>');
    // The route's files from the note, preloaded from the page's head (issue 30 item 5).
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/${chunkFile('src/app/routes/home.tsx')}" data-route-preload />`,
    );
    expect(page.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.example",
    );
    const note = await fromBuild.fetch(new Request('http://localhost/inkwell-build.json'));
    expect(note.headers.get('content-type')).toMatch(/^text\/html/);

    const overridden = await createNodeHandler({
      distDir: dist,
      env: { API_URL: 'https://other.example' },
    });
    expect(overridden.apiUrl).toBe('https://other.example');
  });
});

describe('startNodeServer', () => {
  it('keeps an idle connection open past a load balancer’s minute, and says so', async () => {
    // Node's default is 5 s: a balancer that keeps its side open 60 s sends on a connection Node has just
    // closed, and its client gets a 502.
    const handler = await createNodeHandler({ distDir: dist, env: { API_URL: '' } });
    let server: ReturnType<typeof startNodeServer> | undefined;
    onTestFinished(
      () => new Promise<void>((closed) => (server ? server.close(() => closed()) : closed())),
    );
    const port = await new Promise<number>((listening) => {
      server = startNodeServer(handler, 0, listening);
    });
    const response = await fetch(`http://127.0.0.1:${port}/assets/app-abc.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {};');
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });
});
