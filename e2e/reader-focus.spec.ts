import type { Locator, Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { test, expect, loginAs, mock, DEMO } from './fixtures';

/**
 * Issue 23 item 9, keyboard only in Chromium at 375 px: focus stays in the Comments dialog after posting a
 * comment, sending a reply and deleting one (it used to drop to <body>), and the cookie banner is reached
 * early and never hides the focused element (WCAG 2.4.11: Load More was focused under it).
 */

const PHONE = { width: 375, height: 740 };
const BLOG = SEED_BLOG_IDS.manyComments;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Comments' });

/** What has focus: its tag and accessible label, and whether it is inside the Comments dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 60) ?? '',
      inDialog: Boolean(el?.closest('[role="dialog"]')),
      visibleRing: el ? el.matches(':focus-visible') : false,
    };
  });
}

async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await page.setViewportSize(PHONE);
});

test('focus stays in the Comments dialog after posting, replying and deleting', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  await loginAs(page, request, 'reader');
  await page.goto(`/blog/${BLOG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const opener = page.getByRole('button', { name: /^Comments \(\d+\)$/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = panel(page);
  await expect(dialog.getByRole('article').first()).toBeVisible();

  // Post a comment with the keyboard: focus goes to the new comment, with a visible ring.
  await tabTo(page, dialog.getByRole('textbox', { name: 'Leave a comment' }));
  await page.keyboard.type('Keyboard comment');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Comment', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const mine = dialog.getByRole('article').filter({ hasText: 'Keyboard comment' });
  await expect(mine).toBeFocused();
  expect(await focused(page)).toMatchObject({ inDialog: true, visibleRing: true });

  // Reply to it: the box closes, focus goes to the reply.
  await tabTo(page, mine.getByRole('button', { name: /^Reply to/ }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: /^Reply to/ })).toBeFocused();
  await page.keyboard.type('Keyboard reply');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: /^Reply to/ })).toHaveCount(0);
  const reply = dialog.getByRole('article').filter({ hasText: 'Keyboard reply' });
  await expect(reply).toBeFocused();

  // Delete the reply: focus goes to the comment that takes its place, in the dialog, never <body>.
  await tabTo(page, reply.getByRole('button', { name: /^Delete comment/ }));
  await page.keyboard.press('Enter');
  await expect(reply).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  expect((await focused(page)).tag).toBe('article');
  expect(await focused(page)).toMatchObject({ visibleRing: true });

  // Then the comment itself, the last of its subtree: focus moves on to another comment.
  await tabTo(page, mine.getByRole('button', { name: /^Delete comment/ }));
  await page.keyboard.press('Enter');
  await expect(mine).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  expect((await focused(page)).tag).toBe('article');
});

test.describe('the cookie banner at 375 px', () => {
  test('comes right after the skip link in the tab order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Find out more' })).toBeFocused();
  });

  test('never hides the focused element: Load More and the footer come above it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    const loadMore = page.getByRole('button', { name: 'Load More' }).first();
    await expect(loadMore).toBeVisible();
    const clear = async () => {
      const top = (await banner(page).boundingBox())!.y;
      const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().bottom);
      return box <= top;
    };
    await tabTo(page, loadMore);
    expect(await clear(), 'Load More above the banner').toBe(true);
    // On to the last control of the page: each one in turn is clear of the banner.
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    await tabTo(page, footerLinks.last());
    expect(await clear(), 'the last footer link above the banner').toBe(true);
  });
});

test("'Skip to content' on the sign-in page keeps the way back to the blog", async ({ page }) => {
  await page.goto(`/blog/${BLOG}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.innerText();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign In' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  // Loaded afresh (the return address is kept in the history entry), keys only: the skip link, then on into
  // the form (no new history entry, no '#main' in the address).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/signin$/);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO.reader.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.reader.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/blog/${BLOG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

/**
 * WCAG 2.4.11 (a visual audit, decision 0066): going back with Shift+Tab, the browser scrolls the focused
 * element to the top of the window, where the sticky 80 px navbar covered it (the topic buttons wholly, cards
 * and embeds' buttons in part). The page now keeps what is focused clear of the bar.
 */
for (const [name, size] of [
  ['375 px', PHONE],
  ['1280 px', { width: 1280, height: 800 }],
] as const) {
  test(`Shift+Tab never leaves the focus under the sticky navbar (${name})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
    for (const url of ['/', `/blog/${SEED_BLOG_IDS.fiveEmbeds}`]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // From the end of the page, backwards, as far as a person would.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const hidden: string[] = [];
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const under = await page.evaluate(() => {
          const bar = document.querySelector('nav[aria-label="Main"]')?.closest('header');
          const el = document.activeElement as HTMLElement | null;
          if (!bar || !el || el === document.body || bar.contains(el)) return null;
          const bottom = bar.getBoundingClientRect().bottom;
          const box = el.getBoundingClientRect();
          if (box.top >= bottom - 1) return null;
          // Drawn under the bar, not over it (as the skip link is): what is seen at its top is the bar.
          const seen = document.elementFromPoint(
            box.left + box.width / 2,
            Math.max(box.top, 0) + 1,
          );
          if (!seen || !bar.contains(seen)) return null;
          const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          return `“${text}” at ${Math.round(box.top)} px, under the bar to ${bottom}`;
        });
        if (under) hidden.push(under);
      }
      expect(hidden, url).toEqual([]);
    }
  });
}
