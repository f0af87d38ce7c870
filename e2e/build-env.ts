/**
 * What the end-to-end build is made with and where it goes, in one place for playwright.config.ts and
 * e2e/build.ts (`npm run build:e2e`, which `npm test` runs once for the bundle benchmark and Playwright:
 * issue 24 item 5, docs/decisions/0021).
 */
export const MOCK_PORT = Number(process.env.MOCK_PORT ?? 3001);
export const MOCK_URL = `http://localhost:${MOCK_PORT}`;
/** Separate output folders let several suites (on other ports) build side by side. */
export const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * The API pointing at the HTTP mock; the production server reads the API URL from the build. A call that
 * never answers gives up after 3 s (the faults spec waits for it on every screen), 2.5 times the slow
 * server's 1.2 s that must still be waited for, on a busy machine.
 */
export function e2eBuildEnv(mockUrl = MOCK_URL): Record<string, string> {
  return { VITE_API_URL: mockUrl, VITE_USE_MOCK: 'false', VITE_REQUEST_TIMEOUT_MS: '3000' };
}
