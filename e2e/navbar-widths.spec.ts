import { test, expect, loginAs } from './fixtures';

/**
 * The navbar fits every width from the smallest phone up, for each role (visitors have Sign In and Sign Up,
 * admins Write, the bell and the avatar): nothing is cut off and the page never scrolls sideways.
 */
const WIDTHS = [320, 375, 480, 649, 650, 660, 700, 766, 820, 1024];

for (const role of ['visitor', 'reader', 'admin'] as const) {
  test(`the navbar fits from 320 px up (${role})`, async ({ page, request }) => {
    if (role !== 'visitor') await loginAs(page, request, role);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => {
        const doc = document.documentElement;
        const navbar = document.querySelector('nav[aria-label="Main"]')!;
        const outside = [...navbar.querySelectorAll('a, button, input')]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.left < -0.5 || box.right > doc.clientWidth + 0.5;
          })
          .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
        return { page: doc.scrollWidth - doc.clientWidth, outside };
      });
      expect(overflow, `at ${width} px`).toEqual({ page: 0, outside: [] });
      await expect(nav).toBeVisible();
    }
  });
}
