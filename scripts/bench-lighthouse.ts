/**
 * npm run bench:lighthouse — Lighthouse (mobile emulation, default simulated throttling) on the production
 * build served by the production server (server/node.ts, as `npm start`: written head with the LCP image's
 * preload, CSP, compression) against the HTTP mock backend, for home, a blog page, a blog with five embeds, a
 * search page, a profile and the editor; 3 runs each; writes the medians to docs/perf/lighthouse-<date>.md
 * (kept in the repository) and every run's figures to dist-lighthouse/lighthouse-<date>.json (ignored: a
 * working file, not a record). LIGHTHOUSE_SERVER=preview serves the build with `vite preview` instead (a
 * static host: no written head) and writes lighthouse-<date>-preview.{json,md}.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own browser driver (a dependency of lighthouse 12): it lets a run start signed in.
import puppeteer, { type Page } from 'puppeteer-core';
import { findRoute, type RouteName } from '../src/config/routes.ts';
import { startHttpServer } from '../src/mocks/http-server.ts';
import { serve } from '@hono/node-server';
import { createNodeHandler } from '../server/node.ts';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids.ts';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/users.ts';

const root = resolve(import.meta.dirname, '..');
const MOCK_PORT = 3401;
const APP_PORT = 4573;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// What readers get: the production server (npm start) writes the head, with the LCP image's preload.
const SERVER = process.env.LIGHTHOUSE_SERVER === 'preview' ? 'preview' : 'node';
const SERVER_LABEL = SERVER === 'node' ? 'the production server, npm start' : 'vite preview';
/** A route's address from the route table (the one place paths are written), its one parameter filled in. */
const at = (name: RouteName, value = '') =>
  findRoute(name).path.replace(/:[a-z_]+/, encodeURIComponent(value));
const PAGES_ALL = {
  home: at('home'),
  blog: at('blog', SEED_BLOG_IDS.newest),
  // Issue 17: five videos (click to load: no third-party frame until pressed), two images, a table of contents.
  embeds: at('blog', SEED_BLOG_IDS.fiveEmbeds),
  search: at('search', 'travel'),
  profile: at('profile', DEMO_ACCOUNTS.admin.username),
  // Issue 14: the editor, signed in as the admin (performance 90 or more, TBT under 200 ms).
  editor: at('newBlog'),
};
/** LIGHTHOUSE_PAGES=blog,editor measures only those and prints them, without writing docs/perf. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const PAGES = Object.fromEntries(
  Object.entries(PAGES_ALL).filter(([name]) => !ONLY || ONLY.includes(name)),
) as Partial<typeof PAGES_ALL>;
/** Pages measured signed in, and as whom. */
const SIGNED_IN: Partial<Record<keyof typeof PAGES_ALL, 'admin'>> = { editor: 'admin' };
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

// A full browser first; else Debian's headless shell, which is what a machine set up by .ci/run may have
// (the same engine, without the windowing layers: playwright.config.ts).
const chromePath =
  process.env.CHROME_PATH ??
  [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/chromium-headless-shell',
  ].find(existsSync);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

interface RunResult {
  scores: Record<string, number>;
  metrics: Record<string, number>;
}

async function main() {
  let mock: Awaited<ReturnType<typeof startHttpServer>> | undefined;
  let server: { close: () => Promise<void> | void } | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    mock = await startHttpServer({ port: MOCK_PORT });

    process.env.VITE_API_URL = `http://localhost:${MOCK_PORT}`;
    process.env.VITE_USE_MOCK = 'false';
    const outDir = join(root, 'dist-lighthouse');
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    if (SERVER === 'node') {
      const { fetch } = await createNodeHandler({ distDir: outDir, env: {} });
      const node = serve({ fetch, port: APP_PORT });
      await new Promise((resolveListen) => node.once('listening', resolveListen));
      server = { close: () => void node.close() };
    } else {
      server = await preview({
        root,
        build: { outDir },
        preview: { port: APP_PORT, strictPort: true },
      });
    }

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });

    const results: Record<string, { runs: RunResult[]; median: RunResult }> = {};
    for (const [name, path] of Object.entries(PAGES)) {
      const runs: RunResult[] = [];
      const who = SIGNED_IN[name as keyof typeof PAGES_ALL];
      for (let i = 0; i < RUNS; i++) {
        await fetch(`http://localhost:${MOCK_PORT}/__test/reset`, { method: 'POST' });
        const page = who ? await signedInPage(chrome.port, who) : undefined;
        const result = await lighthouse(
          `http://localhost:${APP_PORT}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: Object.keys(TARGETS),
            // The session lives in sessionStorage: a signed-in run must keep what the page was given.
            disableStorageReset: Boolean(page),
          },
          undefined,
          page,
        );
        await page?.close();
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        runs.push({
          scores: Object.fromEntries(
            Object.keys(TARGETS).map((key) => [
              key,
              Math.round((categories[key]?.score ?? 0) * 100),
            ]),
          ),
          metrics: {
            LCP: audits['largest-contentful-paint']?.numericValue ?? NaN,
            TBT: audits['total-blocking-time']?.numericValue ?? NaN,
            CLS: audits['cumulative-layout-shift']?.numericValue ?? NaN,
            FCP: audits['first-contentful-paint']?.numericValue ?? NaN,
          },
        });
        const failing = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id);
        if (failing.length)
          console.log(`  ${name} run ${i + 1}: failing audits: ${failing.join(', ')}`);
        // What each failing audit found, so a failure can be acted on without rerunning by hand.
        for (const id of failing) {
          const details = audits[id]?.details;
          const items = details && 'items' in details ? details.items : [];
          if (items.length) console.log(`    ${id}: ${JSON.stringify(items).slice(0, 800)}`);
        }
      }
      const pick = (key: 'scores' | 'metrics', field: string) =>
        median(runs.map((run) => run[key][field] ?? NaN));
      results[name] = {
        runs,
        median: {
          scores: Object.fromEntries(Object.keys(TARGETS).map((k) => [k, pick('scores', k)])),
          metrics: Object.fromEntries(
            ['LCP', 'TBT', 'CLS', 'FCP'].map((k) => [k, pick('metrics', k)]),
          ),
        },
      };
      console.log(`${name}: ${JSON.stringify(results[name].median)}`);
    }
    if (ONLY) return;

    const date = `${new Date().toISOString().slice(0, 10)}${SERVER === 'preview' ? '-preview' : ''}`;
    const dir = join(root, 'docs/perf');
    mkdirSync(dir, { recursive: true });
    // The raw runs stay out of the repository (issue 24 item 4): the summary below is the record.
    const raw = join(root, 'dist-lighthouse');
    mkdirSync(raw, { recursive: true });
    writeFileSync(
      join(raw, `lighthouse-${date}.json`),
      `${JSON.stringify({ date, server: SERVER, runs: RUNS, mode: 'mobile, simulated throttling', pages: PAGES, results }, null, 2)}\n`,
    );
    const rows = Object.entries(results).map(([name, { median: m }]) =>
      [
        name,
        m.scores.performance,
        m.scores.accessibility,
        m.scores['best-practices'],
        m.scores.seo,
        `${Math.round(m.metrics.LCP ?? 0)} ms`,
        `${Math.round(m.metrics.TBT ?? 0)} ms`,
        (m.metrics.CLS ?? 0).toFixed(3),
        `${Math.round(m.metrics.FCP ?? 0)} ms`,
      ].join(' | '),
    );
    const md = [
      `# Lighthouse, ${date}`,
      '',
      `Production build (${SERVER_LABEL}) against the HTTP mock backend; Lighthouse ${'12'}, mobile emulation,`,
      `default simulated throttling; median of ${RUNS} runs. Reproduce: \`npm run bench:lighthouse\`.`,
      `Targets: performance ≥ 95, accessibility, best practices and SEO 100, TBT < 100 ms, CLS < 0.02;`,
      `the editor (signed in as the admin): performance ≥ 90, TBT < 200 ms.`,
      '',
      '| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | FCP |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row} |`),
      '',
    ].join('\n');
    writeFileSync(join(dir, `lighthouse-${date}.md`), md);
    console.log(`\n${md}`);
  } finally {
    await chrome?.kill();
    await server?.close();
    await mock?.close();
  }
}

/**
 * A tab of the launched Chrome that starts signed in: the demo account's session is put in sessionStorage
 * before any of the app's scripts run, as the e2e fixture does (e2e/fixtures.ts loginAs).
 */
async function signedInPage(port: number, who: 'admin'): Promise<Page> {
  const account = DEMO_ACCOUNTS[who];
  const answer = await fetch(`http://localhost:${MOCK_PORT}/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await answer.json()) as { user?: unknown };
  const session = JSON.stringify(body.user ?? body);
  const browser = await puppeteer.connect({ browserURL: `http://localhost:${port}` });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((value: string) => {
    sessionStorage.setItem('user', value);
  }, session);
  return page;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
