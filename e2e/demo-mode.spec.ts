import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The README's first command (`npm run dev`): the app against the in-browser mock backend (MSW), with the
 * Demo inbox standing in for email. Sign up → read the code in the Demo inbox → verify → signed in; then
 * forgot password → read the new password there → sign in with it → change it in the settings → sign out →
 * sign in with the new one.
 */

/**
 * The dev server compiles each module and pre-bundles the dependencies on the first visit; with the suite's
 * workers side by side on two cores that first visit alone took 20-30 s (decision 0021), so this journey has
 * the room the long suites have. What it checks is unchanged.
 */
test.describe.configure({ timeout: 60_000 });

/**
 * Home after signing out, its lists loaded, as a person sees it before typing the next address. A page left
 * while its calls are under way has no page for the in-browser mock to answer them to: they go on to the dev
 * server, which has no such path (404 in the console; seen once in 3 runs). Signing out from home itself
 * leaves the address as it was and loads no document, and the lists are read again once the session is gone,
 * so the wait is for what the reader sees: the navbar signed out, the posts drawn, nothing loading.
 */
async function homeShown(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/blog/"]').first()).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], [role="progressbar"], [role="status"]:has(.animate-pulse)'),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('sign up, verify with the code from the Demo inbox, then recover and change the password', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Join us today' })).toBeVisible();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Cobol1959');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();

  const inbox = page.getByRole('region', { name: 'Demo inbox' });
  await expect(inbox).toBeVisible();
  await expect(inbox).toContainText('To grace@example.com');
  const code = (await inbox.locator('[data-mock-secret="verification"]').first().textContent())!;
  expect(code).toMatch(/^\d{6}$/);
  await page.getByPlaceholder('Enter 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu for @/ })).toBeVisible();
  await inbox.getByRole('button', { name: 'Dismiss' }).click();
  await expect(inbox).toBeHidden();

  // Sign out, forget the password, read the new one in the Demo inbox and sign in with it.
  await page.getByRole('button', { name: /^Account menu for @/ }).click();
  await page.getByRole('button', { name: /Sign Out/ }).click();
  await homeShown(page);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByRole('button', { name: 'Send New Password' }).click();
  await expect(inbox).toBeVisible();
  const password = (await inbox
    .locator('[data-mock-secret="new-password"]')
    .first()
    .textContent())!;
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const account = page.getByRole('button', { name: /^Account menu for @/ });
  await expect(account).toBeVisible();

  // As the mail advises: change the emailed password in the settings, then sign in with the new one.
  await account.click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByLabel('New password', { exact: true }).fill('Fortran1957');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password Updated' })).toBeVisible();
  await account.click();
  await page.getByRole('button', { name: /Sign Out/ }).click();
  await homeShown(page);
  await page.goto('/signin');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Fortran1957');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(account).toBeVisible();
});

/**
 * The demo's 'Reset demo data' lies under what the app lays over the page (a visual audit, decision 0066): at
 * 375 px it covered the cookie banner's corner and, in the Comments panel, the comments' text.
 */
test('the demo’s reset control stays under the cookie banner and the app’s dialogs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const reset = page.getByRole('button', { name: 'Reset demo data' });
  await expect(reset).toBeAttached();
  // What a person sees where the control is: what the app lays over it.
  const seen = () =>
    reset.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top === button ? 'the reset control' : 'what the app drew';
    });
  expect(await seen()).toBe('what the app drew');

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect(await seen()).toBe('the reset control');
  await page.getByRole('main').locator('a[href^="/blog/"]').first().click();
  await page.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Comments' })).toBeVisible();
  // Once the panel has slid in over the page.
  await expect.poll(seen).toBe('what the app drew');
});
