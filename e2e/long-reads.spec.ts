import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { audit, report, setTheme, settle, THEMES } from './axe';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';

/**
 * Issue 17 on the blog page: the table of contents and header anchors (items 2), click-to-load embeds (3)
 * and images that keep their space (4), in the production build.
 */

const SHOWCASE = `/blog/${SEED_BLOG_IDS.everyBlock}`;
const WATCH_LIST = `/blog/${SEED_BLOG_IDS.fiveEmbeds}`;

/** Third-party frames never load in these tests: any request off this machine is answered with nothing. */
async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
}

const toc = (page: Page) => page.getByRole('navigation', { name: 'Table of contents' });

/** How far the header's top is below the viewport's top (the navbar is 80 px tall). */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

test.describe('long reads', () => {
  test.beforeEach(async ({ page }) => {
    await offline(page);
  });

  test('wide screens: the table of contents sits beside the text and jumps to a header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(SHOWCASE);
    const nav = toc(page);
    await expect(nav.getByRole('link')).toHaveCount(6);
    await expect(nav.getByRole('button', { name: 'Contents' })).toBeHidden();

    // Beside the text, not over it.
    const text = (await page.locator('.blog-content').boundingBox())!;
    const box = (await nav.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(text.x + text.width);
    expect(box.x + box.width).toBeLessThanOrEqual(1440);

    const urlBefore = page.url();
    await nav.getByRole('link', { name: 'Quotes' }).click();
    await expect(page).toHaveURL(`${urlBefore}#h-quotes`);
    const heading = page.getByRole('heading', { level: 2, name: 'Quotes' });
    await expect(heading).toBeFocused();
    await expect.poll(() => topOf(page, 'h-quotes')).toBeGreaterThanOrEqual(80);
    await expect.poll(() => topOf(page, 'h-quotes')).toBeLessThan(140);
    // Sticky: still beside the text after the jump.
    await expect(nav.getByRole('link', { name: 'Quotes' })).toBeInViewport();

    // The keyboard works the same way.
    await nav.getByRole('link', { name: 'Images' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeFocused();
    await expect(page).toHaveURL(/#h-images$/);
  });

  test('a deep link #anchor opens the post at that header, below the navbar', async ({ page }) => {
    await page.goto(`${SHOWCASE}#h-embeds`);
    await expect(page.getByRole('heading', { level: 2, name: 'Embeds' })).toHaveAttribute(
      'id',
      'h-embeds',
    );
    await expect.poll(() => topOf(page, 'h-embeds')).toBeGreaterThanOrEqual(80);
    await expect.poll(() => topOf(page, 'h-embeds')).toBeLessThan(140);
    // Reloading lands on the same header: the anchors are stable.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Embeds' })).toHaveAttribute(
      'id',
      'h-embeds',
    );
    await expect.poll(() => topOf(page, 'h-embeds')).toBeLessThan(140);
  });

  test('phones: a collapsed Contents button above the text opens the list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(SHOWCASE);
    const nav = toc(page);
    const button = nav.getByRole('button', { name: 'Contents' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Quotes' })).toBeHidden();
    const text = (await page.locator('.blog-content').boundingBox())!;
    expect((await nav.boundingBox())!.y + (await nav.boundingBox())!.height).toBeLessThanOrEqual(
      text.y,
    );

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Quotes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Quotes' })).toBeFocused();
    await expect(page).toHaveURL(/#h-quotes$/);
    await expect.poll(() => topOf(page, 'h-quotes')).toBeGreaterThanOrEqual(80);
    await expect.poll(() => topOf(page, 'h-quotes')).toBeLessThan(140);
    // No page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('the reading progress bar follows the scroll', async ({ page }) => {
    await page.goto(SHOWCASE);
    const bar = page.getByTestId('reading-progress');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(toc(page)).toBeVisible();
    const scale = () => bar.evaluate((element) => parseFloat(getComputedStyle(element).scale));
    await expect.poll(scale).toBeLessThan(0.2);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(scale).toBeGreaterThan(0.3);
    const middle = await scale();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(scale).toBe(1);
    expect(middle).toBeLessThan(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(scale).toBeLessThan(0.2);
    expect(await bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
      '0.15s',
    );
  });

  test('with reduced motion the bar moves without a transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(SHOWCASE);
    const bar = page.getByTestId('reading-progress');
    await expect(toc(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => bar.evaluate((element) => parseFloat(getComputedStyle(element).scale)))
      .toBe(1);
    expect(await bar.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe(
      'none',
    );
  });

  test('the progress bar is only on the blog page', async ({ page }) => {
    await page.goto(SHOWCASE);
    await expect(page.getByTestId('reading-progress')).toBeAttached();
    await page.getByRole('link', { name: /home$/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('reading-progress')).toHaveCount(0);
  });
});

test.describe('embeds cost nothing until wanted', () => {
  test('a placeholder of the frame’s size; pressing it creates the frame, focused', async ({
    page,
  }) => {
    await offline(page);
    await page.goto(WATCH_LIST);
    const load = page.getByRole('button', { name: 'Load the YouTube video: Sintel (2010).' });
    await load.scrollIntoViewIfNeeded();
    const before = (await load.boundingBox())!;
    expect(before.width / before.height).toBeCloseTo(580 / 320, 1);
    await expect(page.locator('iframe')).toHaveCount(0);

    await load.focus();
    await page.keyboard.press('Enter');
    const frame = page.getByTitle('Sintel (2010).');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ?autoplay=1',
    );
    await expect(frame).toBeFocused();
    const after = (await frame.boundingBox())!;
    expect(after.height).toBeCloseTo(before.height, 0);
    expect(after.y).toBeCloseTo(before.y, 0);
    await expect(page.locator('iframe')).toHaveCount(1);
  });
});

for (const url of [WATCH_LIST, SHOWCASE]) {
  // A first visit each (a fresh tab): CLS as a reader meets it.
  test(`images keep their space: no layout shift while ${url} loads and scrolls (CLS 0)`, async ({
    page,
  }) => {
    await offline(page);
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { __shifts: string[] }).__shifts = shifts;
      type Source = {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      };
      type Shift = PerformanceEntry & { value: number; sources?: Source[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          // What moved, so a failure says where to look.
          const nodes = (entry.sources ?? []).map(
            ({ node, previousRect: from, currentRect: to }) =>
              `${node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName} ` +
              `x ${from.x}→${to.x} y ${from.y}→${to.y} w ${from.width}→${to.width} h ${from.height}→${to.height}`,
          );
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms, scrollY ${scrollY}, ` +
              `${document.body.scrollHeight} tall: ${nodes.join(' | ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Scroll through the whole post so every lazy image loads, then wait for the last ones.
    for (let y = 0; y < 12; y += 1) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(120);
    }
    await page.waitForLoadState('networkidle');
    const images = page.locator('.blog-content img');
    expect(await images.count()).toBeGreaterThan(1);
    for (const image of await images.all()) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: string[] }).__shifts,
    );
    expect(shifts, `layout shifts on ${url}`).toEqual([]);
  });
}

test.describe('axe: the blog page with its table of contents and embed placeholders', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const theme of THEMES) {
    test(`${theme} theme, wide and phone`, async ({ page }) => {
      await offline(page);
      await setTheme(page, theme);
      const found: string[] = [];
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(WATCH_LIST);
      await settle(page);
      await expect(toc(page).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Load the / })).toHaveCount(5);
      await audit(page, `${theme} ${WATCH_LIST} [wide, table of contents beside]`, found);

      await page.setViewportSize({ width: 375, height: 740 });
      await toc(page).getByRole('button', { name: 'Contents' }).click();
      await expect(toc(page).getByRole('link').first()).toBeVisible();
      await audit(page, `${theme} ${WATCH_LIST} [phone, contents open]`, found);

      await page
        .getByRole('button', { name: /^Load the YouTube video/ })
        .first()
        .click();
      await expect(page.locator('iframe')).toHaveCount(1);
      await audit(page, `${theme} ${WATCH_LIST} [phone, one video loaded]`, found);
      expect(found, report(found)).toEqual([]);
    });
  }
});
