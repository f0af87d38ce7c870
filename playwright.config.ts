import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run the PRODUCTION build against the mock backend over real HTTP (npm run mock:server), in
 * Chromium. E2E_SERVER picks what serves the build: `node` (the default: the production server of `npm start`,
 * server/node.ts, with its head tags, CSP and security headers, so what is tested is what is deployed) or
 * `preview` (vite preview). Playwright cannot download browsers on machines without internet:
 * there we use Debian's Chromium; elsewhere Playwright's own browser (npx playwright install chromium).
 */
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 3001);
const APP_PORT = Number(process.env.APP_PORT ?? 4173);
// `npm run dev` with the in-browser mock backend (demo-mode.spec.ts).
const DEV_PORT = Number(process.env.DEV_PORT ?? APP_PORT + 1000);
export const MOCK_URL = `http://localhost:${MOCK_PORT}`;
// Separate output folders let several suites (on other ports) build side by side.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
export const E2E_SERVER = process.env.E2E_SERVER === 'preview' ? 'preview' : 'node';
// The workers read it (e2e/crawler.spec.ts runs only against the production server).
process.env.E2E_SERVER = E2E_SERVER;
const SERVE_BUILD =
  E2E_SERVER === 'node'
    ? 'npx tsx server/node.ts'
    : `npx vite preview --outDir ${OUT_DIR} --port ${APP_PORT} --strictPort`;

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? systemChromium;

export default defineConfig({
  testDir: './e2e',
  // Suites run side by side (own ports and builds) keep their results apart too.
  outputDir: process.env.E2E_OUT_DIR ? `test-results/${OUT_DIR}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
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
      testIgnore: /demo-mode\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'demo-mode',
      testMatch: /demo-mode\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${DEV_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'npm run mock:server',
      // Any answered API call means the mock is up.
      url: `${MOCK_URL}/trending-blogs`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Build with the API pointing at the mock server, then serve the bundle (typecheck is its own step of
      // npm test). The production server reads the API URL from the build.
      command: `npx vite build --outDir ${OUT_DIR} && ${SERVE_BUILD}`,
      url: `http://localhost:${APP_PORT}`,
      env: {
        VITE_API_URL: MOCK_URL,
        VITE_USE_MOCK: 'false',
        VITE_REQUEST_TIMEOUT_MS: '4000',
        PORT: String(APP_PORT),
        DIST_DIR: OUT_DIR,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      // The dev server with its default, built-in mock backend: no API URL.
      command: `npx vite --port ${DEV_PORT} --strictPort`,
      url: `http://localhost:${DEV_PORT}`,
      env: { VITE_API_URL: '', VITE_USE_MOCK: 'true' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
