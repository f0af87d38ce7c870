import type { Page, Request } from '@playwright/test';
import { test, expect, loginAs, MOCK_URL } from './fixtures';
import { routeSamples } from './routes';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';

/**
 * Issue 5, no wasted requests: a first visit to each route asks for each thing once, and going back to a
 * page does not ask again for what it already shows.
 */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!request.url().startsWith(MOCK_URL)) return;
    if (url.pathname.startsWith('/mock-') || url.pathname.startsWith('/__test')) return;
    if (request.method() === 'OPTIONS') return;
    calls.push(`${request.method()} ${url.pathname} ${request.postData() ?? ''}`.trim());
  });
  return calls;
}

/** Absence of a request can only be observed over time: give late requests half a second. */
const settle = (page: Page) => page.waitForTimeout(500);

const duplicates = (calls: string[]) => calls.filter((call, i) => calls.indexOf(call) !== i);

test.describe('each call of a first visit happens once', () => {
  for (const sample of routeSamples()) {
    test(`${sample.url} as ${sample.as}`, async ({ page, request }) => {
      if (sample.as !== 'visitor') await loginAs(page, request, sample.as);
      const calls = recordApiCalls(page);
      await page.goto(sample.url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(duplicates(calls), `repeated calls on ${sample.url}:\n${calls.join('\n')}`).toEqual(
        [],
      );
      if (sample.as !== 'visitor') {
        expect(calls.filter((call) => call.startsWith('GET /new-notification'))).toHaveLength(1);
      }
    });
  }
});

test('going back does not refetch what the page already shows', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/');
  const list = page.getByRole('region', { name: 'Latest Blogs' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await settle(page);
  const first = list.getByRole('listitem').first().getByRole('link');
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await settle(page);
  const similar = (call: string) =>
    call.startsWith('POST /search-blogs') && call.includes('eliminate_blog');
  const similarCalls = calls.filter(similar).length;
  expect(similarCalls).toBe(1);

  // Back home: the latest and trending lists are still shown from memory.
  const before = calls.length;
  await page.goBack();
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await settle(page);
  const homeAgain = calls.slice(before);
  expect(homeAgain.filter((call) => /latest-blogs|trending-blogs/.test(call))).toEqual([]);

  // Forward to the blog again. The blog itself is asked for again on purpose: its likes and comment
  // counts can have changed, and a new visit is a new read (API-CONTRACT: get-blog counts reads). Its
  // similar blogs cannot have changed in that moment and are not asked for again.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Similar Blogs' })).toBeVisible();
  await settle(page);
  expect(calls.filter(similar).length).toBe(similarCalls);
});

test.describe('the conversation screens ask once (issue 15)', () => {
  const count = (calls: string[], path: string) =>
    calls.filter((call) => call.startsWith(`POST ${path} `)).length;

  test('opening the comments panel asks one get-blog-comments; showing replies one get-replies', async ({
    page,
  }) => {
    const calls = recordApiCalls(page);
    await page.goto(`/blog/${SEED_BLOG_IDS.manyComments}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Comments' });
    await expect(panel.getByRole('article')).toHaveCount(5);
    await settle(page);
    expect(count(calls, '/get-blog-comments'), calls.join('\n')).toBe(1);
    expect(count(calls, '/get-replies')).toBe(0);

    await panel.getByRole('button', { name: 'Show 1 reply' }).first().click();
    await expect(panel.getByRole('article')).toHaveCount(6);
    await settle(page);
    expect(count(calls, '/get-replies'), calls.join('\n')).toBe(1);

    // Closing and reopening shows the same thread from memory.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    await expect(panel.getByRole('article')).toHaveCount(6);
    await settle(page);
    expect(count(calls, '/get-blog-comments')).toBe(1);
    expect(count(calls, '/get-replies')).toBe(1);
  });

  test('the notifications page asks one page and one count per filter', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const calls = recordApiCalls(page);
    await page.goto('/dashboard/notifications');
    const items = page.getByRole('main').getByRole('article');
    await expect(items.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const filter of ['like', 'comment', 'reply']) {
      await page.getByRole('button', { name: filter, exact: true }).click();
      await expect(page.getByRole('button', { name: filter, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(items.first()).toBeVisible();
    }
    await settle(page);
    for (const filter of ['all', 'like', 'comment', 'reply']) {
      const ofFilter = (call: string) => call.includes(`"filter":"${filter}"`);
      const pages = calls.filter(
        (call) => call.startsWith('POST /notifications ') && ofFilter(call),
      );
      const counts = calls.filter(
        (call) => call.startsWith('POST /all-notifications-count ') && ofFilter(call),
      );
      expect(pages, `${filter}:\n${calls.join('\n')}`).toHaveLength(1);
      expect(counts, `${filter}:\n${calls.join('\n')}`).toHaveLength(1);
    }
  });
});

test('the editor asks for an existing blog once, in edit mode; manage blogs asks once per list', async ({
  page,
  request,
}) => {
  await loginAs(page, request, 'admin');
  const calls = recordApiCalls(page);
  const count = (path: string) => calls.filter((call) => call.startsWith(`POST ${path} `)).length;
  await page.goto('/dashboard/blogs');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /^Edit/ }).first()).toBeVisible();
  await settle(page);
  expect(count('/user-written-blogs')).toBe(1);
  expect(count('/user-written-blogs-count')).toBe(1);

  await panel.getByRole('link', { name: /^Edit/ }).first().click();
  await expect(page.locator('.codex-editor .ce-block').first()).toBeVisible();
  await settle(page);
  const reads = calls.filter((call) => call.startsWith('POST /get-blog '));
  expect(reads).toHaveLength(1);
  // Opening the editor is not a read (API-CONTRACT: mode 'edit'), and drafts are included.
  expect(JSON.parse(reads[0]!.replace('POST /get-blog ', ''))).toMatchObject({
    draft: true,
    mode: 'edit',
  });

  // Back: the list is shown as it was, not asked for again.
  await page.goBack();
  await expect(panel.getByRole('link', { name: /^Edit/ }).first()).toBeVisible();
  await settle(page);
  expect(count('/user-written-blogs')).toBe(1);
});

test('a post with five videos asks no third party for anything until the reader presses one (issue 17)', async ({
  page,
}) => {
  const isThirdParty = (url: string) => !/^https?:\/\/localhost[:/]/.test(url);
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (isThirdParty(request.url())) thirdParty.push(request.url());
  });
  // Offline here: a third-party frame gets an empty answer instead of a network error.
  await page.route(
    (url) => isThirdParty(url.href),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  await page.goto(`/blog/${SEED_BLOG_IDS.fiveEmbeds}`);
  const placeholders = page.getByRole('button', { name: /^Load the (YouTube|Vimeo) video: / });
  await expect(placeholders).toHaveCount(5);
  // Past every placeholder to the end of the post, and long enough for anything late.
  for (let i = 0; i < 10; i += 1) await page.mouse.wheel(0, 800);
  await page.waitForLoadState('networkidle');
  await settle(page);
  expect(thirdParty, thirdParty.join('\n')).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await placeholders.first().click();
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(placeholders).toHaveCount(4);
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
  await settle(page);
  expect(new Set(thirdParty.map((url) => new URL(url).origin))).toEqual(
    new Set(['https://www.youtube-nocookie.com']),
  );
  await expect(page.locator('iframe')).toHaveCount(1);
});
