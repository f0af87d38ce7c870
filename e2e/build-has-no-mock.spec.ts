import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { ROUTES, routeModules } from '../src/config/routes';
import type { BootConfig } from '../src/config/boot-config';

/**
 * ISSUE 2: the production build carries no mock code. The Playwright web server has just built the bundle
 * that the other end-to-end tests use; this reads every file of it.
 */
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// Strings that exist only in src/mocks or in MSW itself.
const MOCK_MARKERS = [
  'Demo inbox',
  'Reset demo data',
  'inkwell-mock-db',
  'mockServiceWorker',
  'setupWorker',
  'admin@example.com',
  '/mock-assets/',
  '__test/',
];

test('the production build contains no mock backend code', () => {
  const all = files(outDir);
  expect(all.length).toBeGreaterThan(3);
  expect(all.filter((path) => /mockServiceWorker|msw/i.test(path))).toEqual([]);
  for (const path of all.filter((p) => /\.(js|html|css|json)$/.test(p))) {
    const text = readFileSync(path, 'utf8');
    for (const marker of MOCK_MARKERS) {
      expect(text.includes(marker), `${path} contains '${marker}'`).toBe(false);
    }
  }
});

test("the production build leaves axios's unused fetch adapter out (patches/axios+*.patch)", () => {
  const scripts = files(outDir).filter((path) => path.endsWith('.js'));
  const text = scripts.map((path) => readFileSync(path, 'utf8')).join('\n');
  // The XHR adapter is there; the fetch adapter's own message is not.
  expect(text).toContain('onUploadProgress');
  expect(text).not.toContain("Response type '");
});

test("the production build carries React Router's production code only (vite-plugins/react-router-production.ts)", () => {
  const scripts = files(outDir).filter((path) => path.endsWith('.js'));
  const text = scripts.map((path) => readFileSync(path, 'utf8')).join('\n');
  // The router is there…
  expect(text).toContain('__reactRouterVersion');
  // …without the development build's warnings. (Components we never use, such as <Form>, stay in: the router
  // is installed as released, docs/decisions/0036.)
  expect(text).not.toContain('No routes matched location');
  expect(text).not.toContain('Error handled by React Router default ErrorBoundary');
});

test('the production build holds one copy of React Router, from its production build', () => {
  const scripts = files(outDir).filter((path) => path.endsWith('.js'));
  const text = scripts.map((path) => readFileSync(path, 'utf8')).join('\n');
  // Every copy of the router (development or production, from react-router, react-router/dom or
  // react-router-dom) sets this once; a second copy means an entry point escaped the plugin.
  expect(text.match(/__reactRouterVersion/g) ?? []).toHaveLength(1);
});

test("index.html preloads every route's chunks, as the route table names them (src/app/boot/boot.ts, vite-plugins/route-preload.ts)", () => {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const json = /inkwellBoot\.start\((\{.*?\})\)<\/script>/.exec(html)?.[1];
  expect(json, 'the boot script in index.html').toBeTruthy();
  const table = (JSON.parse(json ?? '{}') as BootConfig).routes;
  expect(table).toHaveLength(ROUTES.length);
  ROUTES.forEach((route, index) => {
    const { path, files: preloaded } = table[index] ?? { path: '', files: [] };
    expect(path, route.name).toBe(route.path);
    for (const module of routeModules(route)) {
      const chunk = manifest[module]?.file;
      expect(chunk, `${route.name}: ${module} has a chunk`).toBeTruthy();
      expect(preloaded, `${route.name} preloads ${module}`).toContain(`/${chunk}`);
    }
    for (const file of preloaded) expect(existsSync(join(outDir, file)), file).toBe(true);
  });
});
