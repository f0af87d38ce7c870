import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, loginAs } from './fixtures';
import { findRoute, ROUTES, routeModules } from '../src/config/routes';
import { firstVisit, staticClosure, type Manifest } from '../scripts/first-visit';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';

/**
 * Issue 24 item 7: npm run bench:bundle budgets a blog's whole first visit by walking the build's manifest
 * (scripts/first-visit.ts). This holds the walk to the truth: a real first visit, in Chromium on the
 * production server, may download no script the walk leaves out (a new lazy chunk would otherwise escape
 * the budget), and for a signed-in reader of a post with tags and headers it downloads nearly all the walk
 * counts (the walk counts what any post and any visitor may need: here, the notification check of a reader
 * who has unseen notifications).
 */
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const walked = (() => {
  const visit = firstVisit(
    manifest,
    routeModules(findRoute('blog')),
    new Set(ROUTES.flatMap(routeModules)),
  );
  return [...visit.preloaded, ...visit.afterwards]
    .map((key) => `/${manifest[key]?.file ?? key}`)
    .filter((file) => file.endsWith('.js'))
    .sort();
})();

/**
 * The post read here has embeds: their block's chunk, which only a post with an embed downloads (ON_DEMAND in
 * scripts/first-visit.ts, decision 0062), with what it imports.
 */
const forEmbeds = [...staticClosure(manifest, ['src/components/blocks/embed-block.tsx'])]
  .map((key) => `/${manifest[key]?.file ?? key}`)
  .filter((file) => !walked.includes(file));

/** The app's own scripts the page downloads (not an embed's or anything else from another host). */
function recordScripts(page: Page): string[] {
  const app = new URL(test.info().project.use.baseURL ?? '').origin;
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === app && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

async function firstVisitOfBlog(page: Page): Promise<string[]> {
  const scripts = recordScripts(page);
  await page.goto(`/blog/${SEED_BLOG_IDS.everyBlock}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Below the content: Similar Blogs' cards, the end of the post.
  await expect(page.getByRole('heading', { name: 'Similar Blogs' })).toBeVisible();
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  return [...new Set(scripts)].sort();
}

test('a visitor’s first visit to a blog downloads no script the bundle budget leaves out', async ({
  page,
}) => {
  const fetched = await firstVisitOfBlog(page);
  expect(fetched.length).toBeGreaterThan(5);
  expect(fetched.filter((file) => !walked.includes(file))).toEqual(forEmbeds.sort());
});

test('a signed-in reader’s first visit to a blog with tags and headers downloads what the budget counts', async ({
  page,
  request,
}) => {
  await loginAs(page, request, 'reader');
  const fetched = await firstVisitOfBlog(page);
  expect(fetched.filter((file) => !walked.includes(file))).toEqual(forEmbeds.sort());
  const gzip = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const counted = walked.filter((file) => !fetched.includes(file));
  expect(
    counted.reduce((sum, file) => sum + gzip(file), 0),
    `counted, not downloaded: ${counted.join(', ')}`,
  ).toBeLessThan(2 * 1024);
});
