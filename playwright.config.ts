import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { e2eBuildEnv, MOCK_PORT, MOCK_URL, OUT_DIR } from './e2e/build-env';

/**
 * End-to-end tests run the PRODUCTION build against the mock backend over real HTTP (npm run mock:server), in
 * Chromium. E2E_SERVER picks what serves the build: `node` (the default: the production server of `npm start`,
 * server/node.ts, with its head tags, CSP and security headers, so what is tested is what is deployed) or
 * `preview` (vite preview). Playwright cannot download browsers on machines without internet:
 * there we use Debian's Chromium; elsewhere Playwright's own browser (npx playwright install chromium).
 */
const APP_PORT = Number(process.env.APP_PORT ?? 4173);
// `npm run dev` with the in-browser mock backend (demo-mode.spec.ts, and the dev-navbar project).
const DEV_PORT = Number(process.env.DEV_PORT ?? APP_PORT + 1000);
export { MOCK_URL };
export const E2E_SERVER = process.env.E2E_SERVER === 'preview' ? 'preview' : 'node';
// The workers read it (e2e/crawler.spec.ts runs only against the production server).
process.env.E2E_SERVER = E2E_SERVER;
/**
 * The production server's own handler, one per test's mock store (e2e/serve.ts, decision 0021), so its
 * reads for heads and first views see the test's own data.
 */
const SERVE_BUILD =
  E2E_SERVER === 'node'
    ? 'npx tsx e2e/serve.ts'
    : `npx vite preview --outDir ${OUT_DIR} --port ${APP_PORT} --strictPort`;

/**
 * Issue 24 item 5: `npm test` builds once (`npm run build:e2e`), the bundle benchmark measures that build and
 * Playwright serves it: E2E_PREBUILT=1 skips the build here. Without it (`npx playwright test x.spec.ts`),
 * the web server builds first, as before. A prebuilt folder made for another mock fails the run at once.
 */
const PREBUILT = process.env.E2E_PREBUILT === '1';
function checkPrebuilt(): void {
  const info = join(OUT_DIR, 'inkwell-build.json');
  if (!existsSync(info)) {
    throw new Error(`E2E_PREBUILT=1 but ${info} is missing: run npm run build:e2e first`);
  }
  const { apiUrl } = JSON.parse(readFileSync(info, 'utf8')) as { apiUrl?: string };
  if (apiUrl !== MOCK_URL) {
    throw new Error(
      `E2E_PREBUILT=1 but ${OUT_DIR} was built for the API ${apiUrl}, not ${MOCK_URL}: run npm run build:e2e with the same MOCK_PORT`,
    );
  }
}

/**
 * Issue 23: the `tutorial` project runs the main journeys against the mock speaking the dialect of the API
 * family's deployed servers (MOCK_PROFILE=tutorial, decision 0018), with its own mock, build and production
 * server on ports derived from MOCK_PORT and APP_PORT, so side-by-side runs do not collide.
 */
const TUTORIAL_MOCK_PORT = Number(process.env.TUTORIAL_MOCK_PORT ?? MOCK_PORT + 10);
const TUTORIAL_APP_PORT = Number(process.env.TUTORIAL_APP_PORT ?? APP_PORT + 10);
const TUTORIAL_MOCK_URL = `http://localhost:${TUTORIAL_MOCK_PORT}`;
// The workers read it (e2e/tutorial/tutorial-fixtures.ts).
process.env.TUTORIAL_MOCK_PORT = String(TUTORIAL_MOCK_PORT);

/** The projects named on the command line (`--project=x` or `--project x`); none means all of them. */
function requestedProjects(argv: readonly string[]): string[] {
  return argv.flatMap((arg, i) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    const next = argv[i + 1];
    return arg === '--project' && next ? [next] : [];
  });
}
const requested = requestedProjects(process.argv);
const runsTutorial = requested.length === 0 || requested.includes('tutorial');
// A run of the tutorial project alone needs none of the other projects' servers (a build less).
const runsOthers = requested.length === 0 || requested.some((name) => name !== 'tutorial');
/**
 * Ports are strict: a server already answering on one fails the run at once with Playwright's "already used"
 * message, rather than the run testing a stranger's server (another suite's, or a stale build). Set
 * E2E_REUSE_SERVERS=1 to reuse servers you started yourself on these ports.
 */
const REUSE_SERVERS = process.env.E2E_REUSE_SERVERS === '1';

/**
 * Debian's Chromium. A headless run takes its headless shell (package chromium-headless-shell), the browser
 * Playwright itself runs headless tests in when it installs its own: the same engine without the full
 * browser's windowing layers. On the 2-core CI machine the suite took 9.8 minutes instead of 13.2
 * (docs/decisions/0033). A run that shows the browser (--headed, --debug, --ui and its --ui-port, PWDEBUG) needs the full one.
 */
const showsBrowser =
  Boolean(process.env.PWDEBUG) ||
  process.argv.some((arg) => /^--(headed|debug|ui)([-=]|$)/.test(arg));
const systemChromium = [
  ...(showsBrowser ? [] : ['/usr/bin/chromium-headless-shell']),
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path) => existsSync(path));
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? systemChromium;

export default defineConfig({
  testDir: './e2e',
  // Suites run side by side (own ports and builds) keep their results apart too.
  outputDir: process.env.E2E_OUT_DIR ? `test-results/${OUT_DIR}` : 'test-results',
  /**
   * Issue 24 item 5: every test has a mock store of its own (e2e/mock-store.ts) and the production server a
   * handler per store (e2e/serve.ts), so tests run side by side, a file's tests too. Four workers by default
   * (E2E_WORKERS to change): on the 2-core CI machine the CPU idled a fifth of the time with two (a test waits
   * for a timeout, a server, an animation); a third made the suite 17% quicker, 523 → 432 s (decision 0042;
   * in 0032, before the headless shell, it had been a net loss). With 407 tests, three left the CPU idle a
   * tenth of the time (457 s); a fourth brings that to 4% and the suite to 438 s (decision 0063). The longest
   * tests (axe on every route, the seeded writing sessions) then take 48 and 40 s, within their own limits.
   */
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 4),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the screencast's
    // screenshots, which cost every passing test a quarter of its time (decision 0033); `--trace on` brings
    // them back for a local run. In CI nobody can open a trace (the run is read from what it prints, and a
    // failure prints what the page showed: fixtures.ts), while recording one for every test cost about a tenth
    // of the suite's time (45 tests: 59 and 67 s with traces, 54 and 58 s without; decision 0038).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/demo-mode\.spec\.ts$/, /tutorial\//],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'demo-mode',
      testMatch: /demo-mode\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${DEV_PORT}` },
    },
    {
      // Issue 29 item 10: the navbar search box after Back was reported right in the build and wrong in
      // `npm run dev` (development React, the in-browser mock), so the navbar box's Back and Forward tests and
      // the data-layer journeys run there too (their API calls are read on the app's own origin, and sign-in
      // goes through the page's mock: fixtures.ts), and Back after signing in from a blog (StrictMode runs its
      // step back's effect twice there: route-guard.tsx). The dev server compiles each module on its first visit,
      // hence the journey's room (as demo-mode.spec.ts has).
      name: 'dev-navbar',
      testMatch: /(search-box|reader-fixes|data-layer|comment-drafts)\.spec\.ts$/,
      grep: /Back and Forward|Back then goes to the page before|data-layer|outlive Escape and a reload/,
      timeout: 60_000,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${DEV_PORT}` },
    },
    {
      name: 'tutorial',
      testMatch: /tutorial\/.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${TUTORIAL_APP_PORT}` },
    },
  ],
  webServer: [...(runsOthers ? otherServers() : []), ...(runsTutorial ? tutorialServers() : [])],
});

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

function otherServers(): WebServer[] {
  if (PREBUILT) checkPrebuilt();
  return [
    {
      command: 'npm run mock:server',
      // Any answered API call means the mock is up.
      url: `${MOCK_URL}/trending-blogs`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: REUSE_SERVERS,
      timeout: 60_000,
    },
    {
      // Build with the API pointing at the mock server (e2e/build.ts, unless npm run build:e2e already did),
      // then serve the bundle. The production server reads the API URL from the build.
      command: PREBUILT ? SERVE_BUILD : `npx tsx e2e/build.ts && ${SERVE_BUILD}`,
      url: `http://localhost:${APP_PORT}`,
      env: {
        ...e2eBuildEnv(),
        MOCK_PORT: String(MOCK_PORT),
        E2E_OUT_DIR: OUT_DIR,
        PORT: String(APP_PORT),
        DIST_DIR: OUT_DIR,
        // Two workers share two cores: the mock can take longer than the server's 300 ms to answer a hostile
        // post, and the server then (rightly) answers without the head the crawler tests read. The fallback
        // itself is tested with its own timings in tests/server.
        BACKEND_WAIT_MS: '2000',
      },
      reuseExistingServer: REUSE_SERVERS,
      timeout: 240_000,
    },
    {
      // The dev server with its default, built-in mock backend: no API URL.
      command: `npx vite --port ${DEV_PORT} --strictPort`,
      url: `http://localhost:${DEV_PORT}`,
      env: { VITE_API_URL: '', VITE_USE_MOCK: 'true' },
      reuseExistingServer: REUSE_SERVERS,
      timeout: 60_000,
    },
  ];
}

function tutorialServers(): WebServer[] {
  return [
    {
      command: 'npm run mock:server',
      url: `${TUTORIAL_MOCK_URL}/trending-blogs`,
      env: { MOCK_PORT: String(TUTORIAL_MOCK_PORT), MOCK_PROFILE: 'tutorial' },
      reuseExistingServer: REUSE_SERVERS,
      timeout: 60_000,
    },
    {
      // A build for a backend of the family: every signed-in user writes, and no Google client id (so no
      // Google button: issue 23 item 5).
      command: `npx vite build --outDir ${OUT_DIR}-tutorial && npx tsx e2e/serve.ts`,
      url: `http://localhost:${TUTORIAL_APP_PORT}`,
      env: {
        VITE_API_URL: TUTORIAL_MOCK_URL,
        VITE_USE_MOCK: 'false',
        VITE_WRITERS: 'everyone',
        VITE_GOOGLE_CLIENT_ID: '',
        VITE_REQUEST_TIMEOUT_MS: '3000',
        PORT: String(TUTORIAL_APP_PORT),
        DIST_DIR: `${OUT_DIR}-tutorial`,
      },
      reuseExistingServer: REUSE_SERVERS,
      timeout: 240_000,
    },
  ];
}
