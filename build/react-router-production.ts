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
  const router = dirname(require.resolve('react-router/package.json'));
  const routerDom = dirname(require.resolve('react-router-dom/package.json'));
  return new Map([
    ['react-router', join(router, 'dist/production/index.mjs')],
    ['react-router/dom', join(router, 'dist/production/dom-export.mjs')],
    ['react-router-dom', join(routerDom, 'dist/index.mjs')],
  ]);
}

const DEVELOPMENT_BUILD = /[\\/]react-router[\\/]dist[\\/]development[\\/]/;
const PRODUCTION_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm;
const IMPURE_CALL = /= (React\d*)\.(forwardRef|createContext|memo)\(/g;

/**
 * Strips the `displayName` labels of the router's module-level components and contexts and marks their
 * `forwardRef`/`createContext`/`memo` calls pure, so the bundler drops the components we never use. Returns
 * how many of each it changed, so the plugin can tell when a release no longer matches.
 */
export function markComponentsPure(code: string): { code: string; labels: number; calls: number } {
  let labels = 0;
  let calls = 0;
  const out = code
    .replace(DISPLAY_NAME, () => {
      labels++;
      return '';
    })
    .replace(IMPURE_CALL, (_, react: string, call: string) => {
      calls++;
      return `= /* @__PURE__ */ ${react}.${call}(`;
    });
  return { code: out, labels, calls };
}

/**
 * React Router 7's package exports send every bundler to its development build, whose only difference
 * from the production build is `ENABLE_DEV_WARNINGS = true`:
 * https://github.com/remix-run/react-router/issues/12532 (the exports were narrowed to one build by
 * https://github.com/remix-run/react-router/pull/12437, "intended to be temporary"; still open as
 * https://github.com/remix-run/react-router/issues/14102). This resolves each of the router's entry points,
 * `react-router`, `react-router/dom` and `react-router-dom` (which re-exports the two), to the production
 * build when Vite builds, so there is one copy of the router, and marks its module-level components pure
 * (dropping their `displayName` labels, which only React DevTools reads) so components we never use, such
 * as `<Form>`, are left out: 1.8 KB gzip on every route with 7.18 (issue 5, decision 0007). Dev server and
 * Vitest keep the development build and its warnings.
 *
 * It fails the build instead of skipping quietly when the package changes under it: an entry file missing,
 * any development module reaching the bundle, or production chunks in which nothing matched the patterns.
 * Remove it once the package's exports choose dist/production themselves: a test in
 * build/react-router-production.test.ts fails on that day.
 */
export function reactRouterProduction(): Plugin {
  let entries = new Map<string, string>();
  let transformed = 0;
  let labels = 0;
  let calls = 0;
  return {
    name: 'inkwell:react-router-production',
    apply: 'build',
    enforce: 'pre',
    configResolved() {
      entries = routerEntries();
      for (const [source, file] of entries)
        if (!existsSync(file))
          throw new Error(
            `build/react-router-production.ts: ${source} has no ${file}; the package layout changed.`,
          );
    },
    buildStart() {
      transformed = labels = calls = 0;
    },
    resolveId(source) {
      return entries.get(source) ?? null;
    },
    load(id) {
      if (DEVELOPMENT_BUILD.test(id))
        this.error(
          `React Router's development build (${id}) reached the bundle: an entry point that ` +
            'build/react-router-production.ts does not map. Add it there.',
        );
      return null;
    },
    transform(code, id) {
      if (!PRODUCTION_CHUNK.test(id)) return null;
      const result = markComponentsPure(code);
      transformed++;
      labels += result.labels;
      calls += result.calls;
      return result.code;
    },
    buildEnd(error) {
      if (error || !transformed || (labels && calls)) return;
      this.error(
        `build/react-router-production.ts: React Router's production chunks no longer match its patterns ` +
          `(${labels} displayName labels, ${calls} component calls): update the patterns.`,
      );
    },
  };
}
