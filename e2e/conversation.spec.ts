import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { test, expect, loginAs, mock, MOCK_URL, DEMO } from './fixtures';

/**
 * Issue 15 journeys in Chromium against the production build: a reader comments and replies on a blog;
 * its author finds both in notifications (filters, unseen mark), replies inline and deletes; the red dot
 * goes once notifications are shown; a visitor is told to sign in; HTML in a comment stays text.
 */

const BLOG = SEED_BLOG_IDS.manyComments; // by the admin, Amelia Hart
const commentsButton = (page: Page) => page.getByRole('button', { name: /^Comments \(\d+\)$/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Comments' });
const cards = (scope: Locator) => scope.getByRole('article');
const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).first();

async function count(page: Page): Promise<number> {
  const name = (await commentsButton(page).textContent()) ?? '';
  return Number(/\d+/.exec(name)?.[0]);
}

async function openComments(page: Page, slug = BLOG) {
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await commentsButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(cards(panel(page)).first()).toBeVisible();
  return panel(page);
}

/** The admin writes a comment on their own blog through the API (no notification to themselves). */
async function adminComment(request: APIRequestContext, text: string) {
  const admin = await mock.api<{ access_token: string }>(request, '/signin', DEMO.admin);
  const { blog } = await mock.api<{ blog: { _id: string; author: { _id: string } } }>(
    request,
    '/get-blog',
    { blog_id: BLOG },
  );
  const response = await request.post(`${MOCK_URL}/add-comment`, {
    headers: { Authorization: `Bearer ${admin.access_token}` },
    data: { _id: blog._id, blog_author: blog.author._id, comment: text },
  });
  expect(response.ok()).toBeTruthy();
}

test('a reader comments and replies; the author sees both in notifications, replies inline and deletes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await adminComment(request, 'Author here: ask me anything about boring tech.');

  // The reader: a comment on top, then a reply to the author's comment.
  await loginAs(page, request, 'reader');
  const comments = await openComments(page);
  const before = await count(page);
  await comments.getByRole('textbox', { name: 'Leave a comment' }).fill('E2E: a reader comment');
  await comments.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(cards(comments).first()).toContainText('E2E: a reader comment');
  await expect(commentsButton(page)).toHaveAccessibleName(`Comments (${before + 1})`);

  const authors = cards(comments).filter({ hasText: 'Author here' });
  await authors.getByRole('button', { name: /^Reply to @amelia_hart/ }).click();
  await comments
    .getByRole('textbox', { name: 'Reply to @amelia_hart' })
    .fill('E2E: a reader reply');
  await comments.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(comments.getByRole('textbox', { name: 'Reply to @amelia_hart' })).toBeHidden();
  // Right after its parent, one level deeper.
  const afterParent = cards(comments).nth(2);
  await expect(cards(comments).nth(1)).toContainText('Author here');
  await expect(afterParent).toContainText('E2E: a reader reply');
  await expect(commentsButton(page)).toHaveAccessibleName(`Comments (${before + 2})`);

  // The author: the red dot is on, both arrive in notifications, newest first and marked unseen.
  await loginAs(page, request, 'admin');
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Notifications (new)');
  await expect(page.getByTestId('notification-dot')).toBeVisible();
  await bell(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Notifications' })).toBeVisible();
  const items = page.getByRole('main').getByRole('article');
  await expect(items.first()).toContainText('replied on');
  await expect(items.first()).toContainText('E2E: a reader reply');
  await expect(items.first()).toContainText('New:');
  await expect(items.nth(1)).toContainText('commented on');
  await expect(items.nth(1)).toContainText('E2E: a reader comment');
  // Shown, so no longer new: the dots go without a reload.
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);

  // Filters reset the list to that kind.
  await page.getByRole('button', { name: 'comment', exact: true }).click();
  await expect(items.first()).toContainText('E2E: a reader comment');
  await expect(items.filter({ hasText: 'replied on' })).toHaveCount(0);

  // Inline reply on the comment; it shows beneath with its own Delete.
  const readerComment = items.filter({ hasText: 'E2E: a reader comment' });
  await readerComment.getByRole('button', { name: /^Reply to @riley_chen/ }).click();
  await readerComment.getByRole('textbox').fill('E2E: thanks from the author');
  await readerComment.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(readerComment.getByText('E2E: thanks from the author')).toBeVisible();
  await expect(readerComment.getByRole('button', { name: /^Reply to/ })).toHaveCount(0);
  await expect(readerComment.getByRole('button', { name: 'Delete your reply' })).toBeVisible();

  // Delete the reader's reply from the reply filter: the item goes.
  await page.getByRole('button', { name: 'reply', exact: true }).click();
  const replyItem = items.filter({ hasText: 'E2E: a reader reply' });
  await expect(replyItem).toHaveCount(1);
  await replyItem.getByRole('button', { name: /^Delete the comment/ }).click();
  await expect(replyItem).toHaveCount(0);

  // After a reload the dot stays off: the server marked them seen. The check's answer is awaited (the dot
  // is drawn from it), then given half a second to be drawn before its absence is read.
  const checked = page.waitForResponse((response) => response.url().includes('/new-notification'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Notifications' })).toBeVisible();
  expect((await checked).ok()).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);
});

test('a visitor is told to sign in to comment or reply', async ({ page }) => {
  const comments = await openComments(page);
  await comments.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(comments.getByRole('alert')).toHaveText('login first to leave a comment');
  await cards(comments)
    .first()
    .getByRole('button', { name: /^Reply to/ })
    .click();
  await expect(cards(comments).first().getByRole('alert')).toHaveText(
    'login first to leave a reply',
  );
  await expect(comments.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test('a comment holding HTML and script text shows as plain text, in the panel and in notifications', async ({
  page,
  request,
}) => {
  const hostile = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold?</b>`;
  await loginAs(page, request, 'reader');
  const comments = await openComments(page);
  await comments.getByRole('textbox', { name: 'Leave a comment' }).fill(hostile);
  await comments.getByRole('button', { name: 'Comment', exact: true }).click();
  const card = cards(comments).first();
  await expect(card).toContainText(hostile);
  await expect(card.locator('img[src="x"], script, b')).toHaveCount(0);

  await loginAs(page, request, 'admin');
  await page.goto('/dashboard/notifications');
  const item = page.getByRole('main').getByRole('article').first();
  await expect(item).toContainText(hostile);
  await expect(item.locator('img[src="x"], script, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

/**
 * Answers of `path` with every comment text replaced by a 100 KB word or 5,000 lines (alternately):
 * the server keeps comments to 2,000 characters, but another server may not.
 */
async function longTexts(page: Page, path: string, texts: string[]) {
  await page.route(`${MOCK_URL}${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    let n = 0;
    const swap = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(swap);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === 'comment' && typeof inner === 'string'
            ? [key, texts[n++ % texts.length]]
            : [key, swap(inner)],
        ),
      );
    };
    await route.fulfill({ response, json: swap(body) });
  });
}

test('a 100 KB word or 5,000 lines in comments neither freezes nor widens the panel', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const word = 'W'.repeat(100_000);
  const lines = Array.from({ length: 5_000 }, (_, i) => `line ${i + 1}`).join('\n');
  for (const path of ['/get-blog-comments', '/get-replies', '/notifications']) {
    await longTexts(page, path, [word, lines]);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, request, 'admin');
  await page.goto(`/blog/${BLOG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const started = Date.now();
  await commentsButton(page).click();
  const comments = panel(page);
  await expect(cards(comments)).toHaveCount(5);
  await expect(cards(comments).first()).toContainText('WWWW');
  await comments
    .getByRole('button', { name: /^Show \d+ repl/ })
    .first()
    .click();
  await expect(cards(comments)).toHaveCount(6);
  expect(Date.now() - started, 'opening the panel and its replies (ms)').toBeLessThan(5_000);

  const widths = await comments.evaluate((el) => ({
    panel: el.scrollWidth - el.clientWidth,
    page: document.documentElement.scrollWidth - window.innerWidth,
    cards: [...el.querySelectorAll('article')].map((card) => card.scrollWidth - card.clientWidth),
  }));
  expect(widths.panel, 'the panel scrolls sideways by').toBeLessThanOrEqual(0);
  expect(widths.page, 'the page scrolls sideways by').toBeLessThanOrEqual(0);
  expect(Math.max(...widths.cards), 'a comment scrolls sideways by').toBeLessThanOrEqual(0);
  // The page still answers at once: typing in the box is not held up by the long texts.
  const box = comments.getByRole('textbox', { name: 'Leave a comment' });
  await box.fill('still responsive');
  await expect(box).toHaveValue('still responsive');

  // The same texts in notifications.
  await page.goto('/dashboard/notifications');
  const items = page.getByRole('main').getByRole('article');
  await expect(items.nth(1)).toContainText('line 4999');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

/**
 * Thai and Khmer are written without spaces, and emoji come in rows: a long run gets break points (decision
 * 0065), which must fall between the characters a reader sees. One inside a character draws a Thai or Khmer
 * mark on a dotted circle, or a flag as two letters: the line is then wider than the same text drawn whole.
 */
test('a long run of Thai, Khmer and emoji in a comment is drawn as the same text without break points', async ({
  page,
}) => {
  const run = `x${'ที่กำ'.repeat(30)}${'ក្ស'.repeat(30)}y${'🇫🇷👨‍👩‍👧‍👦'.repeat(12)}`;
  await longTexts(page, '/get-blog-comments', [run]);
  await page.goto(`/blog/${BLOG}`);
  await commentsButton(page).click();
  const comment = cards(panel(page)).first().getByText(/^xที่กำ/);
  await expect(comment).toBeVisible();
  const widths = await comment.evaluate((element) => {
    const drawn = element.cloneNode(true) as HTMLElement;
    const whole = document.createElement(element.tagName);
    whole.textContent = element.textContent;
    const widthOf = (node: HTMLElement) => {
      node.style.cssText = 'white-space: nowrap; position: absolute; width: max-content';
      element.parentElement!.append(node);
      const width = node.getBoundingClientRect().width;
      node.remove();
      return width;
    };
    return {
      breaks: drawn.querySelectorAll('wbr').length,
      drawn: widthOf(drawn),
      whole: widthOf(whole),
    };
  });
  expect(widths.breaks).toBeGreaterThanOrEqual(2);
  expect(widths.drawn).toBeCloseTo(widths.whole, 0);
});
