import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../src/config/endpoints.ts';
import { EARLY_REQUESTS } from '../src/config/early-requests.ts';
import { ROUTES, routeModules } from '../src/config/routes.ts';
import { bootRoutes, type OutputChunkLike } from './route-preload.ts';

const root = resolve(import.meta.dirname, '..');

/** A bundle as the build makes it: the entry, one chunk per module of the route table, a shared chunk. */
function fakeBundle(moduleOf: (module: string) => string = (module) => module): OutputChunkLike[] {
  const modules = [...new Set(ROUTES.flatMap(routeModules))];
  return [
    {
      type: 'chunk',
      fileName: 'assets/index.js',
      facadeModuleId: `${root}/index.html`,
      imports: ['assets/vendor.js'],
      isEntry: true,
    },
    {
      type: 'chunk',
      fileName: 'assets/vendor.js',
      facadeModuleId: null,
      imports: [],
      isEntry: false,
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
      imports: ['assets/shared.js', 'assets/index.js', 'assets/vendor.js'],
      isEntry: false,
    })),
  ];
}

describe("the boot script's route rows (vite-plugins/route-preload.ts) and the route table", () => {
  it('finds every module the route table names where it says', () => {
    for (const route of ROUTES)
      for (const module of routeModules(route))
        expect(existsSync(join(root, module)), `${route.name}: ${module}`).toBe(true);
  });

  it("gives every route a row with its modules' chunks and what they import, never the entry or its imports", () => {
    const table = bootRoutes(ROUTES, fakeBundle(), '/base/');
    expect(table).toHaveLength(ROUTES.length);
    ROUTES.forEach((route, index) => {
      const { path, files } = table[index] ?? {};
      expect(path).toBe(route.path);
      for (const module of routeModules(route))
        expect(files).toContain(`/base/assets/${module.replace(/\W/g, '_')}.js`);
      expect(files).toContain('/base/assets/shared.js');
      expect(files).not.toContain('/base/assets/index.js');
      // index.html preloads the entry's static imports itself.
      expect(files).not.toContain('/base/assets/vendor.js');
    });
  });

  it.each([...new Set(ROUTES.map((route) => route.screen))])(
    'fails the build when the screen module %s moves and the route table is not updated',
    (screen) => {
      const module = `src/app/routes/${screen}.tsx`;
      const moved = fakeBundle((m) => (m === module ? `src/features/moved/${screen}.tsx` : m));
      const users = ROUTES.filter((route) => route.screen === screen).map((route) => route.name);
      expect(() => bootRoutes(ROUTES, moved)).toThrow(
        new RegExp(`Route '(${users.join('|')})'.*no chunk of its own for ${module}`),
      );
    },
  );

  it('fails the build when a lazy layout is no longer a chunk of its own', () => {
    const layout = 'src/app/layouts/dashboard-layout.tsx';
    expect(ROUTES.flatMap(routeModules)).toContain(layout);
    const bundle = fakeBundle().filter((chunk) => !chunk.facadeModuleId?.endsWith(layout));
    expect(() => bootRoutes(ROUTES, bundle)).toThrow(/no chunk of its own for src\/app\/layouts/);
  });

  it('gives the routes that have an early call their [API path, body field], and marks the bare ones', () => {
    const table = bootRoutes(ROUTES, fakeBundle());
    ROUTES.forEach((route, index) => {
      const call = EARLY_REQUESTS[route.name as keyof typeof EARLY_REQUESTS];
      expect(table[index]?.early, route.name).toEqual(
        call ? [ENDPOINTS[call.endpoint], call.field] : undefined,
      );
      expect(table[index]?.bare === true, route.name).toBe(route.layout === 'editor');
    });
  });

  it('preloads nothing and sends no early call in dev, where there is no bundle', () => {
    for (const row of bootRoutes(ROUTES, null)) {
      expect(row.files).toEqual([]);
      expect(row.early).toBeUndefined();
    }
  });
});
