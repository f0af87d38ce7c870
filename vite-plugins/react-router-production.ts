import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The router's entry points and, for each, the file that stands for it in the build. `react-router-dom` 7
 * only re-exports the other two, so it keeps its one build and its imports come back through here.
 */
export function routerEntries(): Map<string, string> {
  // The app depends on react-router-dom; react-router is its dependency, found from it.
  const routerDomPackage = require.resolve('react-router-dom/package.json');
  const routerDom = dirname(routerDomPackage);
  const router = dirname(createRequire(routerDomPackage).resolve('react-router/package.json'));
  return new Map([
    ['react-router', join(router, 'dist/production/index.mjs')],
    ['react-router/dom', join(router, 'dist/production/dom-export.mjs')],
    ['react-router-dom', join(routerDom, 'dist/index.mjs')],
  ]);
}

const DEVELOPMENT_BUILD = /[\\/]react-router[\\/]dist[\\/]development[\\/]/;

/**
 * React Router 7's package exports send every bundler to its development build, whose only difference
 * from the production build is `ENABLE_DEV_WARNINGS = true`:
 * https://github.com/remix-run/react-router/issues/12532 (the exports were narrowed to one build by
 * https://github.com/remix-run/react-router/pull/12437, "intended to be temporary"; still open as
 * https://github.com/remix-run/react-router/issues/14102). The package has no `production` export condition
 * that Vite's `resolve.conditions` could pick, so this resolves each of the router's entry points,
 * `react-router`, `react-router/dom` and `react-router-dom` (which re-exports the two), to the package's own
 * production files when Vite builds: one copy of the router, without its development warnings, 0.6 KB gzip
 * less on every route. It reads no vendor code and rewrites none. Dev server and Vitest keep the development
 * build and its warnings.
 *
 * It fails the build instead of skipping quietly when the package changes under it: an entry file missing,
 * or any development module reaching the bundle. Remove it once the package's exports choose
 * dist/production themselves: a test in vite-plugins/react-router-production.test.ts fails on that day.
 */
export function reactRouterProduction(): Plugin {
  let entries = new Map<string, string>();
  return {
    name: 'inkwell:react-router-production',
    apply: 'build',
    enforce: 'pre',
    configResolved() {
      entries = routerEntries();
      for (const [source, file] of entries)
        if (!existsSync(file))
          throw new Error(
            `vite-plugins/react-router-production.ts: ${source} has no ${file}; the package layout changed.`,
          );
    },
    resolveId(source) {
      return entries.get(source) ?? null;
    },
    load(id) {
      if (DEVELOPMENT_BUILD.test(id))
        this.error(
          `React Router's development build (${id}) reached the bundle: an entry point that ` +
            'vite-plugins/react-router-production.ts does not map. Add it there.',
        );
      return null;
    },
  };
}
