import type { Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { test, expect, loginAs } from './fixtures';

/**
 * The navbar fits every width from the smallest phone up, for each role (visitors have Sign In and Sign Up,
 * admins Write, the bell and the avatar): nothing is cut off and the page never scrolls sideways.
 */
const WIDTHS = [320, 340, 359, 360, 375, 480, 649, 650, 660, 700, 766, 800, 820, 1023, 1024];

/**
 * How far the page scrolls sideways; the controls of `bar` that lie outside the viewport, focus ring
 * included; and what is
 * cramped: a round 44 px button squashed (at 320 px, signed in, four became 38 × 44 px ovals), the logo's
 * name cut short, or an editor bar's title given less than 150 px (0 to 92 px between 650 and 800 once).
 */
function overflowOf(page: Page, bar: string) {
  return page.evaluate((selector) => {
    const doc = document.documentElement;
    const root = document.querySelector(selector)!;
    const shown = [...root.querySelectorAll('a, button, input')].filter(
      (el) => (el as HTMLElement).offsetParent !== null,
    );
    const name = (el: Element) => el.getAttribute('aria-label') ?? el.textContent?.trim();
    const outside = shown
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Its focus ring too: 2 px wide, 2 px off the control.
        return box.left < 3.5 || box.right > doc.clientWidth - 3.5;
      })
      .map(name);
    const cramped: string[] = [];
    const round =
      /^(Open search|Close search|Switch to \w+ theme|Notifications|Account menu|Keyboard shortcuts)/;
    for (const el of shown.filter((control) => round.test(name(control) ?? ''))) {
      const { width, height } = el.getBoundingClientRect();
      if (Math.round(width) !== 44 || Math.round(height) !== 44)
        cramped.push(`${name(el)} is ${width.toFixed(1)} × ${height.toFixed(1)}`);
    }
    const home = root.querySelector('a[aria-label$=" home"]')!;
    const siteName = home.getAttribute('aria-label')!.replace(/ home$/, '');
    for (const span of home.querySelectorAll('span')) {
      if (span.textContent !== siteName || span.clientWidth <= 1) continue;
      if (span.scrollWidth > span.clientWidth)
        cramped.push(`the logo reads ${span.clientWidth} px`);
    }
    const title = root.querySelector('p[aria-hidden="true"]');
    if (title && getComputedStyle(title).display !== 'none' && title.clientWidth < 150)
      cramped.push(`the title has ${title.clientWidth} px`);
    return { page: doc.scrollWidth - doc.clientWidth, outside, cramped };
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
      expect(overflow, `at ${width} px`).toEqual({ page: 0, outside: [], cramped: [] });
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
      expect(overflow, `at ${width} px`).toEqual({ page: 0, outside: [], cramped: [] });
      await expect(bar.getByRole('button', { name: 'Publish' })).toBeInViewport();
    }
  });
}
