import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React Router 7's package exports point every bundler at its development build, whose only difference from
 * the production build is `ENABLE_DEV_WARNINGS = true`. This resolves `react-router` to the production build
 * when Vite builds, and marks its module-level `forwardRef`/`createContext`/`memo` calls pure (dropping their
 * `displayName` labels, which only React DevTools reads) so components we never use, such as `<Form>`, are
 * left out. About 1.9 KB gzip on every route (issue 5). Dev server and Vitest keep the development build and
 * its warnings.
 */
export function reactRouterProduction(): Plugin {
  let productionEntry = '';
  return {
    name: 'inkwell:react-router-production',
    apply: 'build',
    enforce: 'pre',
    configResolved() {
      const pkg = require.resolve('react-router/package.json');
      productionEntry = join(dirname(pkg), 'dist/production/index.mjs');
    },
    resolveId(source) {
      return source === 'react-router' ? productionEntry : null;
    },
    transform(code, id) {
      if (!/react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      return code
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
    },
  };
}
