import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { reactRouterProduction, routerEntries } from './react-router-production.ts';

const root = resolve(import.meta.dirname, '..');

/** Calls a plugin hook (function or `{ handler }`) with a context that turns `this.error` into a throw. */
function callHook(hook: unknown, ...args: unknown[]): unknown {
  const handler = (typeof hook === 'function' ? hook : (hook as { handler: unknown }).handler) as (
    ...a: unknown[]
  ) => unknown;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return handler.call(context, ...args);
}

describe('reactRouterProduction (vite-plugins/react-router-production.ts)', () => {
  it("maps each of the router's entry points to a file that exists", () => {
    const entries = routerEntries();
    expect([...entries.keys()].sort()).toEqual([
      'react-router',
      'react-router-dom',
      'react-router/dom',
    ]);
    for (const file of entries.values()) expect(existsSync(file), file).toBe(true);
    expect(entries.get('react-router')).toMatch(/dist[\\/]production[\\/]index\.mjs$/);
    expect(entries.get('react-router/dom')).toMatch(/dist[\\/]production[\\/]dom-export\.mjs$/);
  });

  it('fails the build when a development module of the router is loaded', () => {
    const plugin = reactRouterProduction();
    expect(() =>
      callHook(plugin.load, join(root, 'node_modules/react-router/dist/development/chunk-X.mjs')),
    ).toThrow(/development build .* reached the bundle/);
  });
});

describe('a build that imports every entry point of the router', () => {
  let dir = '';
  beforeAll(() => {
    // Inside the project, so that the entry resolves the installed packages.
    mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
    dir = mkdtempSync(join(root, 'node_modules/.cache/inkwell-router-'));
    writeFileSync(
      join(dir, 'entry.js'),
      [
        "import { createBrowserRouter } from 'react-router-dom';",
        "import { RouterProvider } from 'react-router/dom';",
        "import { Link } from 'react-router-dom';",
        'console.log(createBrowserRouter, RouterProvider, Link);',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function bundle(plugins: Plugin[]): Promise<Rolldown.OutputChunk[]> {
    const output = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      plugins,
      build: { write: false, rolldownOptions: { input: join(dir, 'entry.js') } },
    });
    return (Array.isArray(output) ? output : [output])
      .flatMap((o) => ('output' in o ? o.output : []))
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  }
  const routerModules = (chunks: Rolldown.OutputChunk[]) =>
    chunks
      .flatMap((chunk) => Object.keys(chunk.modules))
      .filter((id) => /[\\/]react-router[\\/]dist[\\/]/.test(id));

  it('holds one copy of the router, from its production build', async () => {
    const chunks = await bundle([reactRouterProduction()]);
    const modules = routerModules(chunks);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((id) => !/[\\/]dist[\\/]production[\\/]/.test(id))).toEqual([]);
    const code = chunks.map((chunk) => chunk.code).join('\n');
    expect(code.match(/__reactRouterVersion/g)).toHaveLength(1);
  });

  // The day this fails, the package's exports choose the production build themselves: delete the plugin.
  it('without the plugin, bundles the development build (react-router#12532 still holds)', async () => {
    const modules = routerModules(await bundle([]));
    expect(modules.some((id) => /[\\/]dist[\\/]development[\\/]/.test(id))).toBe(true);
  });
});
