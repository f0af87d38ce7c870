import type { Page, Request } from '@playwright/test';
import { test, expect, loginAs, MOCK_URL } from './fixtures';
import { routeSamples } from './routes';

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
