import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { AXE_TAGS, setTheme, settle, THEMES } from './axe';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';

/**
 * Issue 17 item 5: beside the four SPEC §2 share links, 'Copy link' everywhere and 'Share…' (the Web Share
 * API) where the browser has it, above and below the content, by mouse and keyboard, in both themes.
 */
const BLOG = SEED_BLOG_IDS.everyBlock;
const shareLists = (page: Page) => page.getByRole('list', { name: 'Share this blog' });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/**
 * Stands in for the system share sheet: records what it was given, and answers each call in turn as
 * `failures` says: null shares, a name rejects with a DOMException of that name (the default: every call
 * shares).
 */
async function stubWebShare(page: Page, failures: (string | null)[] = []) {
  await page.addInitScript((answers) => {
    if (window.top !== window) return;
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        const failure = answers.shift();
        return failure ? Promise.reject(new DOMException('stub', failure)) : Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: () => true,
    });
  }, failures);
}

const sharedData = (page: Page) =>
  page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

async function openBlog(page: Page) {
  await page.goto(`/blog/${BLOG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const url = new URL(`/blog/${BLOG}`, page.url()).href;
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  return { url, title };
}

test.describe('Copy link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('puts the address on the clipboard and says so, above and below the content', async ({
    page,
  }) => {
    const { url } = await openBlog(page);
    const buttons = page.getByRole('button', { name: 'Copy link' });
    await expect(buttons).toHaveCount(2);
    await expect(shareLists(page)).toHaveCount(2);

    await buttons.last().click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('is reached and pressed with the keyboard, with a visible focus ring', async ({ page }) => {
    const { url } = await openBlog(page);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await shareLists(page).first().getByRole('link', { name: 'Share on Reddit' }).focus();
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: 'Copy link' }).first();
    await expect(button).toBeFocused();
    const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('still copies where the clipboard API is missing', async ({ page }) => {
    await page.addInitScript(() => {
      if (window.top !== window) return;
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => undefined,
      });
    });
    const { url } = await openBlog(page);
    await page.getByRole('button', { name: 'Copy link' }).first().click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    // The old way (a selected field) put it on the clipboard: read it from a tab that has the API.
    const check = await page.context().newPage();
    await check.goto(page.url());
    expect(await check.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await check.close();
  });
});

test.describe('the share code cannot be downloaded (offline when the page showed)', () => {
  test.use({
    permissions: ['clipboard-read', 'clipboard-write'],
    allowConsoleErrors: [/Failed to load resource: net::ERR_FAILED/],
  });

  test('Copy link says so and leaves the page as it was; once the code arrives it copies', async ({
    page,
  }) => {
    let blocked = true;
    await page.route(/\/assets\/share-actions-[^/]*\.js$/, (route) =>
      blocked ? route.abort('failed') : route.fallback(),
    );
    const { url, title } = await openBlog(page);
    await page.getByRole('button', { name: 'Copy link' }).first().click();
    await expect(
      page.getByText('Could not load sharing. Check your connection, then try again.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    blocked = false;
    await page.getByRole('button', { name: 'Copy link' }).first().click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});

test.describe('Share…', () => {
  test('is offered where the browser can share, and hands it the title and address', async ({
    page,
  }) => {
    await stubWebShare(page);
    const { url, title } = await openBlog(page);
    const buttons = page.getByRole('button', { name: 'Share…' });
    await expect(buttons).toHaveCount(2);
    await buttons.first().click();
    await expect.poll(() => sharedData(page)).toEqual([{ title, url }]);
    await expect(page.getByRole('status').filter({ hasText: /share/i })).toHaveCount(0);
  });

  test('is reached and pressed with the keyboard, with a visible focus ring', async ({ page }) => {
    await stubWebShare(page);
    const { url, title } = await openBlog(page);
    const list = shareLists(page).last();
    await list.getByRole('link', { name: 'Share on Reddit' }).focus();
    await page.keyboard.press('Tab');
    const button = list.getByRole('button', { name: 'Share…' });
    await expect(button).toBeFocused();
    const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect.poll(() => sharedData(page)).toEqual([{ title, url }]);
    // Space presses it too.
    await page.keyboard.press('Space');
    await expect.poll(() => sharedData(page)).toHaveLength(2);
    await expect(page.getByRole('status').filter({ hasText: /share/i })).toHaveCount(0);
  });

  // Closing the sheet (AbortError) stays silent: tests/features/blog/sharing.test.tsx.
  test('a sheet the browser refuses to open says to use Copy link; pressing again tries again', async ({
    page,
  }) => {
    await stubWebShare(page, ['NotAllowedError']);
    const { url, title } = await openBlog(page);
    const share = page.getByRole('button', { name: 'Share…' }).first();
    await share.click();
    await expect(toast(page, 'Could not open sharing. Use Copy link instead.')).toBeVisible();
    await expect.poll(() => sharedData(page)).toEqual([{ title, url }]);
    await share.click();
    await expect
      .poll(() => sharedData(page))
      .toEqual([
        { title, url },
        { title, url },
      ]);
  });

  test('is absent where the browser cannot share', async ({ page }) => {
    await page.addInitScript(() => {
      if (window.top !== window) return;
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Reflect.deleteProperty(Navigator.prototype, 'canShare');
    });
    await openBlog(page);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Share…' })).toHaveCount(0);
  });
});

for (const theme of THEMES) {
  test(`the share controls pass axe in the ${theme} theme`, async ({ page }) => {
    await setTheme(page, theme);
    await stubWebShare(page);
    await openBlog(page);
    await settle(page);
    await expect(page.getByRole('button', { name: 'Share…' })).toHaveCount(2);
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .include('ul[aria-label="Share this blog"]')
      .setLegacyMode()
      .analyze();
    const found = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `[${violation.id}] ${node.target.join(' ')}`),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
}
