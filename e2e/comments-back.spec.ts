import type { Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { test, expect } from './fixtures';

/**
 * Issue 29 item 13: Back closes what is open. On a phone the Comments panel covers the post, and Back is how
 * people close a sheet: it used to leave the post. Now Back closes the panel and stays on the post, and the
 * panel's own ways out (×, Escape, the comment button) leave no extra entry behind.
 */
const BLOG = `/blog/${SEED_BLOG_IDS.manyComments}`;
const panel = (page: Page) => page.getByRole('dialog', { name: 'Comments' });
const commentButton = (page: Page) => page.getByRole('button', { name: /^Comments \(\d+\)$/ });

/** Home, then the post by its address (so Back has a page to leave the post for). */
async function openPost(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
  await page.goto(BLOG);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return (await page.getByRole('heading', { level: 1 }).textContent())!;
}

async function openComments(page: Page) {
  await commentButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('listitem').first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
});

test('at 375 px, Back closes the Comments panel and stays on the post; Back again leaves it', async ({
  page,
}) => {
  const title = await openPost(page);
  await openComments(page);
  await page.goBack();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${BLOG}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // As after its ×: focus is back on the button that opened it, in view.
  await expect(commentButton(page)).toBeFocused();
  await expect(commentButton(page)).toBeInViewport();
  // Forward opens it again, as it was.
  await page.goForward();
  await expect(panel(page)).toBeVisible();
  await page.goBack();
  await expect(panel(page)).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
});

test('closing the panel with ×, Escape or the comment button leaves no extra entry: Back leaves the post', async ({
  page,
}) => {
  await openPost(page);
  await openComments(page);
  await panel(page).getByRole('button', { name: 'Close comments' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(commentButton(page)).toBeFocused();
  await openComments(page);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(commentButton(page)).toBeFocused();
  // Wide enough for the comment button beside the panel: it toggles the panel shut.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openComments(page);
  await commentButton(page).click();
  await expect(panel(page)).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
});

test('a click outside the panel closes it, and a link outside still opens its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const title = await openPost(page);
  await openComments(page);
  await page.getByRole('heading', { level: 1, name: title }).click();
  await expect(panel(page)).toBeHidden();
  await openComments(page);
  await page.getByRole('link', { name: 'Inkwell home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
  await expect(panel(page)).toBeHidden();
  // Back returns to the post as the reader left it: the panel open over it. Back again closes it.
  await page.goBack();
  await expect(panel(page)).toBeVisible();
  await page.goBack();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a reload with the panel open keeps the post working: the panel closes and the post stays', async ({
  page,
}) => {
  const title = await openPost(page);
  await openComments(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close comments' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${BLOG}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await openComments(page);
  await page.goBack();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
