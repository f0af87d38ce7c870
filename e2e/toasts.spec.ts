import type { Locator, Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { setTheme } from './axe';
import { test, expect, mock, DEMO } from './fixtures';

/**
 * Toasts as an audit of the interactive states found them (decision 0066): on a phone they lay over the navbar
 * and took the taps meant for Sign In; a form's toast replaced by longer words kept its old height, and the toast
 * under it covered its last line; in the dark theme a toast was the page's own colour.
 */

const PHONE = { width: 375, height: 812 };
const box = async (locator: Locator) => (await locator.boundingBox())!;
const toasts = (page: Page) => page.locator('[data-toaster] [role="status"]');

// The server's refusals: the unverified sign-in and the wrong code.
test.use({
  allowConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/],
});

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test('on a phone a toast opens below the navbar, and Sign In still answers a tap', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto(`/blog/${SEED_BLOG_IDS.manyComments}`);
  await page.getByRole('button', { name: /like/i }).first().click();
  const toast = toasts(page).filter({ hasText: 'Please login to like this blog' });
  await expect(toast).toBeVisible();
  const bar = await box(page.locator('nav[aria-label="Main"]').locator('xpath=..'));
  expect((await box(toast)).y).toBeGreaterThanOrEqual(bar.y + bar.height);
  await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a form’s toast replaced by longer words pushes the toast under it down', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO.pending.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.pending.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  // The verify form's own toast, short, then its refusal in its place, longer.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toasts(page)).toHaveCount(2);
  await page.getByPlaceholder('Enter 6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toasts(page).first()).not.toHaveText('Please enter the verification code');
  // Once the toasts have moved (a 200 ms transition): none lies over another.
  await expect
    .poll(async () => {
      const [upper, lower] = [await box(toasts(page).nth(0)), await box(toasts(page).nth(1))];
      const [top, bottom] = upper.y < lower.y ? [upper, lower] : [lower, upper];
      return Math.round(top.y + top.height) <= Math.round(bottom.y);
    })
    .toBe(true);
});

test('in the dark theme a toast stands out from the page', async ({ page }) => {
  await setTheme(page, 'dark');
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await page.goto(`/blog/${SEED_BLOG_IDS.manyComments}`);
  await page.getByRole('button', { name: /like/i }).first().click();
  const toast = toasts(page).filter({ hasText: 'Please login to like this blog' });
  await expect(toast).toBeVisible();
  const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const own = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(own).not.toBe(page_);
});
