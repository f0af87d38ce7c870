import type { Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { test, expect, loginAs } from './fixtures';

/**
 * The navbar fits every width from the smallest phone up, for each role (visitors have Sign In and Sign Up,
 * admins Write, the bell and the avatar): nothing is cut off and the page never scrolls sideways.
 */
const WIDTHS = [320, 375, 480, 649, 650, 660, 700, 766, 820, 1024];

/** How far the page scrolls sideways, and the controls of `bar` that lie outside the viewport. */
function overflowOf(page: Page, bar: string) {
  return page.evaluate((selector) => {
    const doc = document.documentElement;
    const outside = [...document.querySelector(selector)!.querySelectorAll('a, button, input')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -0.5 || box.right > doc.clientWidth + 0.5;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
    return { page: doc.scrollWidth - doc.clientWidth, outside };
  }, bar);
}

for (const role of ['visitor', 'reader', 'admin'] as const) {
  test(`the navbar fits from 320 px up (${role})`, async ({ page, request }) => {
    if (role !== 'visitor') await loginAs(page, request, role);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await overflowOf(page, 'nav[aria-label="Main"]');
      expect(overflow, `at ${width} px`).toEqual({ page: 0, outside: [] });
      await expect(nav).toBeVisible();
    }
  });
}

// The editor's own bar keeps Publish and Save Draft in reach on the smallest phone: at 320 px it was 8 px too
// wide, and Save Draft was cut off by the screen's edge.
for (const [name, path] of [
  ['a new blog', '/editor'],
  ['a post', `/editor/${SEED_BLOG_IDS.everyBlock}`],
] as const) {
  test(`the editor's bar fits from 320 px up (${name})`, async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await page.goto(path);
    const bar = page.locator('header.editor-bar');
    await expect(bar.getByRole('button', { name: 'Save Draft' })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await overflowOf(page, 'header.editor-bar');
      expect(overflow, `at ${width} px`).toEqual({ page: 0, outside: [] });
      await expect(bar.getByRole('button', { name: 'Publish' })).toBeInViewport();
    }
  });
}
