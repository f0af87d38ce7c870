/**
 * npm run bench:first-load — issue 30 item 5: how long a first visit holds the main thread. Builds the app for
 * the HTTP mock, serves it with the production server (server/node.ts, as `npm start`), and opens each page
 * in a fresh Chromium context at 4× CPU slowdown and a phone's width (412 × 823). Chrome's Long Tasks API
 * reports every task over 50 ms until 4 s after the load event; the page's blocking time is the sum of each
 * task's time over 50 ms (Total Blocking Time, as Lighthouse defines it, from a real trace rather than a
 * simulation). Prints, per page, every run, the median and the median longest task. BENCH_RUNS (default 5),
 * BENCH_PAGES (comma-separated paths), MOCK_PORT / APP_PORT (default 3421, 4593: a busy port fails the run).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { createNodeHandler } from '../server/node.ts';
import { findRoute } from '../src/config/routes.ts';
import { startHttpServer } from '../src/mocks/http-server.ts';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids.ts';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/users.ts';

const root = resolve(import.meta.dirname, '..');
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 3421);
const APP_PORT = Number(process.env.APP_PORT ?? 4593);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
const at = (name: Parameters<typeof findRoute>[0], value = '') =>
  findRoute(name).path.replace(/:[a-z_]+/, encodeURIComponent(value));
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [
  at('home'),
  at('blog', SEED_BLOG_IDS.newest),
  at('search', 'travel'),
  at('profile', DEMO_ACCOUNTS.admin.username),
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const mock = await startHttpServer({ port: MOCK_PORT });
  let close: (() => void) | undefined;
  const browser = await chromium.launch({ executablePath });
  try {
    process.env.VITE_API_URL = `http://localhost:${MOCK_PORT}`;
    process.env.VITE_USE_MOCK = 'false';
    const outDir = join(root, 'dist-bench-first-load');
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const { fetch } = await createNodeHandler({ distDir: outDir, env: {} });
    const node = serve({ fetch, port: APP_PORT });
    await new Promise<void>((ok, fail) => {
      node.once('listening', () => ok());
      node.once('error', (error) => fail(new Error(`APP_PORT ${APP_PORT}: ${String(error)}`)));
    });
    close = () => void node.close();

    console.log(
      `\nFirst load at 4× CPU, 412 × 823, the production server; blocking time (ms over 50 in each long task), ${RUNS} runs:`,
    );
    for (const path of PAGES) {
      const blocking: number[] = [];
      const longest: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const box = window as unknown as { __tasks: number[] };
          box.__tasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) box.__tasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`http://localhost:${APP_PORT}${path}`, { waitUntil: 'load' });
        await page.waitForTimeout(4000);
        const tasks = await page.evaluate(
          () => (window as unknown as { __tasks: number[] }).__tasks,
        );
        blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
        longest.push(Math.max(0, ...tasks));
        await context.close();
      }
      console.log(
        `  ${path}: ${blocking.map((value) => value.toFixed(0)).join(', ')}; median ${median(blocking).toFixed(0)} ms, longest task ${median(longest).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    close?.();
    await mock.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
