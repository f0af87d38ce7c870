import { fileURLToPath, URL } from 'node:url';
import { createReadStream } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { ENDPOINTS } from './src/config/endpoints.ts';
import { appShell } from './vite-plugins/app-shell.ts';
import { requestTimeoutMs } from './src/config/early-call.ts';
import { inlineCss } from './vite-plugins/inline-css.ts';
import { reactFirst } from './vite-plugins/react-first.ts';
import { reactRouterProduction } from './vite-plugins/react-router-production.ts';
import { serverConfig } from './vite-plugins/server-config.ts';
import { precompress } from './vite-plugins/precompress.ts';

const require = createRequire(import.meta.url);

/**
 * Serves MSW's worker script in dev only. It never sits in public/, so the production build cannot ship it
 * (PITFALLS: MSW 2), and it always matches the installed msw version.
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'inkwell:mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        createReadStream(require.resolve('msw/mockServiceWorker.js')).pipe(res);
      });
    },
  };
}

/**
 * A backend on another host: the browser opens its connection while the app's code downloads, instead of
 * after (every first view calls it). The API's calls are CORS requests without credentials, hence
 * `crossorigin`.
 */
function preconnectToApi(apiUrl: string | undefined): Plugin {
  return {
    name: 'inkwell:preconnect-api',
    transformIndexHtml() {
      if (!apiUrl || !/^https?:\/\//.test(apiUrl)) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * The API shares paths with SPA routes (/signin is both a page and a POST). Only non-GET requests and GETs
 * that do not ask for HTML go to the backend.
 */
function apiProxy(target: string): Record<string, ProxyOptions> {
  const proxy: ProxyOptions = {
    target,
    changeOrigin: true,
    bypass: (req) =>
      req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
        ? req.url
        : undefined,
  };
  return Object.fromEntries(Object.values(ENDPOINTS).map((path) => [`^${path}$`, proxy]));
}

/** Vitest's files; vite-plugins/ and server/ are the Vite plugins' and the Node adapter's own tests, typed with
 * the tooling (tsconfig.node.json). */
const TEST_FILES = [
  'tests/**/*.test.{ts,tsx}',
  'src/**/*.test.{ts,tsx}',
  'vite-plugins/**/*.test.ts',
  'server/**/*.test.ts',
];
/** Test files that replace modules (vi.mock): each runs in an environment of its own. */
const MODULE_MOCKS = ['tests/features/blog/long-read-slot.test.tsx'];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // SPEC: dev runs against the built-in mock backend by default; a build never contains it.
  const useMock =
    command === 'serve' && mode !== 'test' && env.VITE_USE_MOCK !== 'false' && !env.VITE_API_URL;
  const proxyTarget = !useMock && !env.VITE_API_URL ? env.DEV_PROXY_TARGET : undefined;
  const shell = appShell({
    apiUrl: env.VITE_API_URL,
    timeoutMs: requestTimeoutMs(env.VITE_REQUEST_TIMEOUT_MS),
  });

  return {
    plugins: [
      react(),
      tailwindcss(),
      mockServiceWorker(),
      preconnectToApi(env.VITE_API_URL),
      shell,
      inlineCss(),
      reactFirst(),
      reactRouterProduction(),
      serverConfig(env, () => shell.firstViews()),
      precompress(),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    define: {
      __MOCK_BACKEND__: JSON.stringify(useMock),
    },
    server: {
      port: 5173,
      proxy: proxyTarget ? apiProxy(proxyTarget) : undefined,
    },
    preview: { port: 4173 },
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: false,
      // Browsers without native modulepreload (Firefox before 115, Safari before 17) still run the app; they only
      // do not preload. The polyfill would cost every route bytes for them.
      modulePreload: {
        polyfill: false,
        // Issue 25: a post's code block (and its highlighter) loads on its own; what it imports is already
        // loaded by the page, so its import() carries no preload list (docs/decisions/0030).
        resolveDependencies: (file, deps) => (/code-block/.test(file) ? [] : deps),
      },
      // Tree-shaking stays at Rolldown's defaults. `treeshake.propertyWriteSideEffects: false` would save 4 KB, but
      // it deletes property writes inside functions that run: React DOM's `queue.pending = null`, axios's
      // URLSearchParams methods (docs/decisions/0048).
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The content sanitizer is a chunk of its own: the blog page and the editor share it, it stays
            // cached across releases of the app, and the bundle budget counts it apart (docs/decisions/0006).
            groups: [
              { name: 'sanitizer', test: /[\\/]node_modules[\\/]dompurify[\\/]/ },
              // The card lists of home, search and profiles (cards, tabs, Load More, the paging helper): one
              // chunk instead of eight of a few hundred bytes each. Fewer requests on those first visits
              // (search 17 to 13 files, a profile 17 to 13: 1 KB less and LCP about 0.1 s sooner in
              // Lighthouse), and nothing more for the blog page or the editor. Their dependencies (React,
              // the query cache) stay where they are: these components run no code when imported, so the
              // order the chunks run in does not matter (docs/decisions/0014).
              {
                name: 'lists',
                includeDependenciesRecursively: false,
                test: /[\\/]src[\\/](components[\\/]ui[\\/](blog-list|load-more|user-card|tabs|use-focus-new-items)|lib[\\/]paged-query)\.tsx?$/,
              },
              // The blog card alone (with its byline and entry animation): Similar Blogs under a post draws
              // cards but no paged list, so the blog page's first visit downloads these, not the lists, their
              // paging and their infinite-query code (2.4 KB less; one file more on home, search and
              // profiles: docs/decisions/0023).
              {
                name: 'cards',
                includeDependenciesRecursively: false,
                test: /[\\/]src[\\/]components[\\/]ui[\\/](blog-card|card-byline|fade-in)\.tsx$/,
              },
              // React and its JSX runtime, which rolldown puts apart from the entry because lazy chunks
              // import them too, and TanStack Query, which it had split into three (its core with
              // useQuery, useMutation, the infinite query): every route loads them with the entry, so one
              // file instead of four. 0.6 to 1.6 KB less per route (profile 148.0 to 146.4 KB, the blog's
              // first visit 157.9 to 156.6; docs/decisions/0023). React DOM and its scheduler join them with
              // src/react-ready.ts, whose imports set React DOM up when this chunk runs: index.html runs the
              // chunk as a script of its own before the entry's (vite-plugins/react-first.ts), which splits the
              // first load's longest task in two (issue 30 item 5, decision 0043).
              {
                name: 'react',
                includeDependenciesRecursively: false,
                test: /[\\/](node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query))[\\/]|src[\\/]react-ready\.ts$)/,
              },
              // The toaster and its library (react-hot-toast's headless build), which every first visit downloads
              // once the page shows (src/app/app.tsx): one file instead of two (docs/decisions/0023, 0027).
              {
                name: 'toaster',
                includeDependenciesRecursively: false,
                test: /[\\/](node_modules[\\/]react-hot-toast[\\/]|src[\\/]app[\\/]providers[\\/]app-toaster\.tsx$)/,
              },
              // The confirmation dialog and the leave guard built on it, which the editor and Edit profile
              // share: one file, not a second one for the guard alone (the editor route 174.5 to 174.3 KB,
              // decision 0052). Manage blogs and the sign-out question download the guard with the dialog.
              {
                name: 'confirm-dialog',
                includeDependenciesRecursively: false,
                test: /[\\/]src[\\/]components[\\/]ui[\\/](confirm-dialog|leave-guard)\.tsx$/,
              },
              // What draws a post's content (the blocks, the one sanitizer's rules, reading time), which the
              // blog page and the editor's preview share: one file. Left to itself, rolldown split the rules
              // off once a post's embed block became a chunk of its own (one file more on both: 0062).
              {
                name: 'blog-share',
                includeDependenciesRecursively: false,
                test: /[\\/]src[\\/](lib[\\/](sanitize|escape-html|reading-time|alt-text)|components[\\/]blocks[\\/](block-renderer|list-block|embed-frame|safe-html)|config[\\/]blog-share)\.tsx?$/,
              },
              // The small pieces every reading screen draws with (dates, skeletons, error, loading and empty
              // states, the query view) and the blog calls every reading screen makes: one file instead of
              // five (blog 11 to 9 files, 0.3 KB less; home 12 to 10), then instead of ten (home 14 to 12
              // files, 147.5 to 146.8 KB; a blog's whole first visit 18 to 15 files: decision 0041). Like
              // 'lists', they run no code when imported (docs/decisions/0016).
              {
                name: 'page-kit',
                includeDependenciesRecursively: false,
                test: /[\\/]src[\\/](lib[\\/](dates|query-view)|api[\\/](blogs|search-text|count)|components[\\/]ui[\\/](error-state|spinner|skeleton|empty-state))\.tsx?$/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/request-bodies.ts', './tests/setup.ts'],
      // vite-plugins/ and server/: the Vite plugins' and the Node adapter's own tests, typed with the tooling
      // (tsconfig.node.json). Set per project below (a project's arrays add to the root's).
      css: false,
      // A busy machine's margin (tests/setup.ts: each wait for the screen gives up after 5 s).
      testTimeout: 20_000,
      restoreMocks: true,
      // Vitest keeps a core for its main process, which is idle while the files run: one worker on the 2-core
      // CI machine. Every core: 956 tests in 132 s instead of 207 (docs/decisions/0032).
      maxWorkers: availableParallelism(),
      // Files share a worker's environment (a fresh jsdom and module graph per file cost 1.2 s of every
      // file's start: 166 s for the suite on the 2-core CI machine, 79 s shared). tests/setup.ts puts back
      // after each test what a test may leave (storage, the session, the mock store, module state); the files
      // that replace modules with vi.mock run apart, each in its own environment.
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            isolate: false,
            include: TEST_FILES,
            exclude: [...configDefaults.exclude, ...MODULE_MOCKS],
          },
        },
        { extends: true, test: { name: 'module-mocks', include: MODULE_MOCKS } },
      ],
      // The tests' backend is the mock, which stands in for Google (src/features/auth/google-button.tsx).
      env: { VITE_SITE_NAME: 'Inkwell', VITE_GOOGLE_DEMO: 'true' },
    },
  };
});
