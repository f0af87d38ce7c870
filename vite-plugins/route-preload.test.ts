import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_GLOBAL, earlyKey } from '../src/config/early-call.ts';
import { ENDPOINTS } from '../src/config/endpoints.ts';
import { EARLY_REQUESTS } from '../src/config/early-requests.ts';
import { findRoute, ROUTES, routeModules } from '../src/config/routes.ts';
import { STORAGE_KEYS } from '../src/config/storage-keys.ts';
import {
  preloadScript,
  preloadTable,
  routePattern,
  type OutputChunkLike,
} from './route-preload.ts';

const root = resolve(import.meta.dirname, '..');

/** A bundle as the build makes it: the entry, one chunk per module of the route table, a shared chunk. */
function fakeBundle(moduleOf: (module: string) => string = (module) => module): OutputChunkLike[] {
  const modules = [...new Set(ROUTES.flatMap(routeModules))];
  return [
    {
      type: 'chunk',
      fileName: 'assets/index.js',
      facadeModuleId: `${root}/index.html`,
      imports: [],
      isEntry: true,
    },
    {
      type: 'chunk',
      fileName: 'assets/shared.js',
      facadeModuleId: null,
      imports: ['assets/index.js'],
      isEntry: false,
    },
    ...modules.map((module) => ({
      type: 'chunk' as const,
      fileName: `assets/${module.replace(/\W/g, '_')}.js`,
      facadeModuleId: join(root, moduleOf(module)),
      imports: ['assets/shared.js', 'assets/index.js'],
      isEntry: false,
    })),
  ];
}

describe('the preload table (vite-plugins/route-preload.ts) and the route table', () => {
  it('finds every module the route table names where it says', () => {
    for (const route of ROUTES)
      for (const module of routeModules(route))
        expect(existsSync(join(root, module)), `${route.name}: ${module}`).toBe(true);
  });

  it("gives every route a row with its modules' chunks and what they import, never the entry", () => {
    const table = preloadTable(ROUTES, fakeBundle(), '/base/');
    expect(table).toHaveLength(ROUTES.length);
    ROUTES.forEach((route, index) => {
      const [pattern, files] = table[index] ?? [];
      expect(pattern).toBe(routePattern(route.path));
      for (const module of routeModules(route))
        expect(files).toContain(`/base/assets/${module.replace(/\W/g, '_')}.js`);
      expect(files).toContain('/base/assets/shared.js');
      expect(files).not.toContain('/base/assets/index.js');
    });
  });

  it.each([...new Set(ROUTES.map((route) => route.screen))])(
    'fails the build when the screen module %s moves and the route table is not updated',
    (screen) => {
      const module = `src/app/routes/${screen}.tsx`;
      const moved = fakeBundle((m) => (m === module ? `src/features/moved/${screen}.tsx` : m));
      const users = ROUTES.filter((route) => route.screen === screen).map((route) => route.name);
      expect(() => preloadTable(ROUTES, moved)).toThrow(
        new RegExp(`Route '(${users.join('|')})'.*no chunk of its own for ${module}`),
      );
    },
  );

  it('fails the build when a lazy layout is no longer a chunk of its own', () => {
    const layout = 'src/app/layouts/dashboard-layout.tsx';
    expect(ROUTES.flatMap(routeModules)).toContain(layout);
    const bundle = fakeBundle().filter((chunk) => !chunk.facadeModuleId?.endsWith(layout));
    expect(() => preloadTable(ROUTES, bundle)).toThrow(/no chunk of its own for src\/app\/layouts/);
  });

  it('matches addresses as the router does', () => {
    const match = (path: string, url: string) => new RegExp(routePattern(path)).test(url);
    const blog = findRoute('blog').path; // one :param
    expect(match(blog, blog.replace(/:\w+/, 'a-b'))).toBe(true);
    expect(match(blog, blog.replace(/:\w+/, 'a/b'))).toBe(false);
    expect(match('/', '/')).toBe(true);
    expect(match('/', '/x')).toBe(false);
    expect(match('*', '/any/thing')).toBe(true);
  });
});

/** Runs index.html's script at `path` in a bare context, as a browser would, and reports what it did. */
function runScript(
  path: string,
  {
    online = true,
    session = null as string | null,
    storageThrows = false,
    fetchFails = null as Error | null,
  } = {},
) {
  const table = preloadTable(ROUTES, fakeBundle());
  const preloads: string[] = [];
  const fetch = vi.fn((..._: unknown[]) =>
    fetchFails
      ? Promise.reject(fetchFails)
      : Promise.resolve({ status: 200, text: () => Promise.resolve('{"ok":1}') }),
  );
  const AbortSignal = { timeout: (ms: number) => ({ timeoutMs: ms }) };
  const window: Record<string, unknown> = { fetch, AbortSignal };
  runInNewContext(preloadScript(table, 'https://api.example', 1234), {
    window,
    fetch,
    AbortSignal,
    location: { pathname: path },
    navigator: { onLine: online },
    sessionStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === STORAGE_KEYS.user ? session : null;
      },
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => preloads.push(link.href) },
    },
  });
  return {
    preloads,
    fetch,
    early: window[EARLY_GLOBAL] as { key: string; answer: Promise<unknown> } | undefined,
  };
}

describe("index.html's early call (src/config/early-requests.ts)", () => {
  it('is in the rows of the routes that have one, as [path, field]', () => {
    const table = preloadTable(ROUTES, fakeBundle());
    ROUTES.forEach((route, index) => {
      const call = EARLY_REQUESTS[route.name as keyof typeof EARLY_REQUESTS];
      expect(table[index]?.[2], route.name).toEqual(
        call ? [ENDPOINTS[call.endpoint], call.field] : undefined,
      );
    });
  });

  it("sends a visitor's blog call, with the body and key the API layer expects", async () => {
    const { preloads, fetch, early } = runScript('/blog/caf%C3%A9-notes');
    expect(preloads.length).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(`https://api.example${ENDPOINTS.getBlog}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ blog_id: 'café-notes' }),
      // The API client's timeout.
      signal: { timeoutMs: 1234 },
    });
    expect(early?.key).toBe(earlyKey(ENDPOINTS.getBlog, { blog_id: 'café-notes' }));
    await expect(early?.answer).resolves.toEqual({ status: 200, text: '{"ok":1}' });
  });

  it('keeps a timeout as status 0 and any other failure as null, never as a rejection', async () => {
    const timedOut = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    await expect(runScript('/blog/a', { fetchFails: timedOut }).early?.answer).resolves.toEqual({
      status: 0,
      text: '',
    });
    const refused = new TypeError('Failed to fetch');
    await expect(runScript('/blog/a', { fetchFails: refused }).early?.answer).resolves.toBeNull();
  });

  it("sends a visitor's profile call", () => {
    const { fetch, early } = runScript('/user/amelia_hart');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(early?.key).toBe(earlyKey(ENDPOINTS.getProfile, { username: 'amelia_hart' }));
  });

  it.each([
    ['a signed-in reader', '/blog/a', { session: '{"_id":"u1"}' }],
    ['an offline browser', '/blog/a', { online: false }],
    ['storage the browser refuses', '/blog/a', { storageThrows: true }],
    ['a malformed escape in the address', '/blog/%E0%A4%A', {}],
    ['a route without one', '/search/travel', {}],
  ] as const)('sends nothing for %s, and still preloads the code', (_, path, options) => {
    const { preloads, fetch, early } = runScript(path, options);
    expect(preloads.length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(early).toBeUndefined();
  });
});
