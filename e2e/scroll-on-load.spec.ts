import type { Locator, Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/users';
import { test, expect } from './fixtures';

/**
 * Issue 29 item 12: a page loaded by its address opens at its top. Seen: a blog opened by its address and
 * scrolled far down, then '/' typed into the address bar of the same tab, opened home about 190 px down,
 * 'Latest Blogs' and the topic filters out of sight (a profile lost its avatar, a search its heading). Every
 * entry a tab loaded by address shared one place in the router's saved scroll positions. Back and Forward
 * within the app still restore the place left: e2e/data-layer.spec.ts checks that.
 */

/** Opens a long post by its address and scrolls far down with the wheel, as a reader does. */
async function readFarDown(page: Page) {
  await page.goto(`/blog/${SEED_BLOG_IDS.everyBlock}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The post itself, drawn by the app (the first paint's title and banner are all a reader can scroll before).
  await expect(page.locator('#app-shell, #first-view')).toHaveCount(0);
  await expect(page.locator('.blog-content p').first()).toBeVisible();
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
}

/** What a reader sees at the top of the page: every one of them in view, the page not scrolled. */
async function atTop(page: Page, topOfPage: Locator[]) {
  for (const element of topOfPage) await expect(element).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('home typed into the address bar after reading far down a post opens at its top', async ({
  page,
}) => {
  await readFarDown(page);
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest Blogs' });
  // The cards are the app's own (not the first paint's shell): the page has been drawn by React.
  await expect(latest.getByRole('listitem')).toHaveCount(5);
  await atTop(page, [
    page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    page.getByRole('group', { name: 'Filter by topic' }),
  ]);
});

test('a profile typed into the address bar after reading far down a post opens at its top', async ({
  page,
}) => {
  await readFarDown(page);
  await page.goto(`/user/${DEMO_ACCOUNTS.admin.username}`);
  // The profile's own button, drawn by React once the profile has arrived.
  await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
  await atTop(page, [
    page.getByRole('img', { name: 'Amelia Hart' }),
    page.getByRole('heading', { level: 1, name: 'Amelia Hart' }),
  ]);
});

test('a search typed into the address bar after reading far down a post opens at its top', async ({
  page,
}) => {
  await readFarDown(page);
  await page.goto('/search/travel');
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await atTop(page, [
    page.getByRole('heading', { level: 1, name: 'Search results for “travel”' }),
    page.getByRole('tab', { name: 'Accounts Matched' }),
  ]);
});
