/**
 * npm run bench:lighthouse — Lighthouse (mobile emulation, default simulated throttling) on the production
 * build served by `vite preview` against the HTTP mock backend, for home, a blog page, a search page and a
 * profile; 3 runs each; writes the medians to docs/perf/lighthouse-<date>.{json,md}.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, preview } from 'vite';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findRoute, type RouteName } from '../src/app/route-table.ts';
import { startHttpServer } from '../src/mocks/http-server.ts';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids.ts';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/users.ts';

const root = resolve(import.meta.dirname, '..');
const MOCK_PORT = 3401;
const APP_PORT = 4573;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A route's address from the route table (the one place paths are written), its one parameter filled in. */
const at = (name: RouteName, value = '') =>
  findRoute(name).path.replace(/:[a-z_]+/, encodeURIComponent(value));
const PAGES = {
  home: at('home'),
  blog: at('blog', SEED_BLOG_IDS.newest),
  search: at('search', 'travel'),
  profile: at('profile', DEMO_ACCOUNTS.admin.username),
};
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const chromePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync);

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
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    mock = await startHttpServer({ port: MOCK_PORT });

    process.env.VITE_API_URL = `http://localhost:${MOCK_PORT}`;
    process.env.VITE_USE_MOCK = 'false';
    const outDir = join(root, 'dist-lighthouse');
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    server = await preview({
      root,
      build: { outDir },
      preview: { port: APP_PORT, strictPort: true },
    });

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
      for (let i = 0; i < RUNS; i++) {
        await fetch(`http://localhost:${MOCK_PORT}/__test/reset`, { method: 'POST' });
        const result = await lighthouse(`http://localhost:${APP_PORT}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
        });
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

    const date = new Date().toISOString().slice(0, 10);
    const dir = join(root, 'docs/perf');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `lighthouse-${date}.json`),
      `${JSON.stringify({ date, runs: RUNS, mode: 'mobile, simulated throttling', pages: PAGES, results }, null, 2)}\n`,
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
      `Production build (vite preview) against the HTTP mock backend; Lighthouse ${'12'}, mobile emulation,`,
      `default simulated throttling; median of ${RUNS} runs. Reproduce: \`npm run bench:lighthouse\`.`,
      `Targets: performance ≥ 95, accessibility, best practices and SEO 100, TBT < 100 ms, CLS < 0.02.`,
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

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
