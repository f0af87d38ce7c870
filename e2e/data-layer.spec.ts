import type { Locator, Page, Request } from '@playwright/test';
import { ENDPOINTS } from '../src/config/endpoints';
import { test, expect, loginAs, apiOrigin } from './fixtures';

/**
 * Issue 13, server state on TanStack Query: what a reader notices. Back to a list extended with Load More
 * shows the same items at the same place without asking again; a like made on a blog page shows on the
 * cards that list it when the reader goes back, and asks the server only for what it changed.
 */
const API_PATHS = new Set<string>(Object.values(ENDPOINTS));

/** The app's REST calls (SPEC §7's paths), to the HTTP mock or, under `npm run dev`, the in-browser one. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  const origin = apiOrigin();
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || request.method() === 'OPTIONS') return;
    if (!API_PATHS.has(url.pathname)) return;
    calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Absence of a request can only be observed over time: give late requests half a second. */
const settle = (page: Page) => page.waitForTimeout(500);

/**
 * Where the page rests once a wheel's smooth scroll has ended: it has moved from where it was before the wheel,
 * and two readings 100 ms apart agree. Two readings a frame apart once agreed before a loaded machine had even
 * begun the scroll (the proof run under `stress --cpu 2`: the page then came to rest 132 px further, where
 * Back rightly brought it); a fixed 200 ms wait once read it mid-scroll, 15 px short.
 */
async function restingScrollY(page: Page, before: number): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const resting = now !== before && now === last;
        last = now;
        return resting;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return last;
}

/** The number a blog card shows beside its heart ('12 likes' to assistive tech). */
async function cardLikes(card: Locator): Promise<number> {
  const text = await card.getByText(/\d+ likes/).textContent();
  return Number(/(\d+)/.exec(text ?? '')![1]);
}

const likeButton = (page: Page) =>
  page.getByRole('button', { name: /Like this blog|Unlike this blog/ });

test('Back to a list extended with Load More: same items, same place, no new request', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const calls = recordApiCalls(page);
  await page.goto('/');
  const list = page.getByRole('region', { name: 'Latest Blogs' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await list.getByRole('button', { name: 'Load More' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const titles = await list.getByRole('heading', { level: 2 }).allTextContents();

  const target = list.getByRole('listitem').nth(8).getByRole('link');
  await target.scrollIntoViewIfNeeded();
  const beforeWheel = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 120);
  expect(await restingScrollY(page, beforeWheel)).toBeGreaterThan(300);
  // The place the reader left is where the page was at the click itself: Playwright scrolls a target it
  // finds covered before it clicks, so a reading taken before the click can be stale.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      () => document.documentElement.setAttribute('data-left-at', String(window.scrollY)),
      { capture: true, once: true },
    ),
  );
  const title = titles[8]!.trim();
  await target.click();
  const scrollY = Number(
    await page.evaluate(() => document.documentElement.getAttribute('data-left-at')),
  );
  expect(scrollY).toBeGreaterThan(300);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await settle(page);

  const before = calls.length;
  await page.goBack();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(titles);
  // The place the reader left, once the page has come to rest there (in the dev server the restored position
  // was read 15 px past it while the list was still being laid out).
  await expect
    .poll(() => page.evaluate((at) => Math.abs(window.scrollY - at), scrollY))
    .toBeLessThanOrEqual(5);
  await settle(page);
  expect(calls.slice(before).filter((call) => /latest-blogs|trending-blogs/.test(call))).toEqual(
    [],
  );
});

test('a like on the blog page shows on the home card and the profile card after Back', async ({
  page,
  request,
}) => {
  await loginAs(page, request, 'admin');
  const calls = recordApiCalls(page);

  // Home: the first card's count.
  await page.goto('/');
  const home = page.getByRole('region', { name: 'Latest Blogs' });
  await expect(home.getByRole('listitem')).toHaveCount(5);
  const card = home.getByRole('listitem').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const before = await cardLikes(card);

  // The blog page: like it.
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', /true|false/);
  await settle(page);
  await expect(likeButton(page)).toBeEnabled();
  const wasLiked = (await likeButton(page).getAttribute('aria-pressed')) === 'true';
  const delta = wasLiked ? -1 : 1;
  const atLike = calls.length;
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', String(!wasLiked));
  await settle(page);
  // The like asks the server for nothing but the like itself.
  expect(calls.slice(atLike)).toEqual(['POST /like-blog']);

  // Back home: the card shows the new count, from memory.
  const atBack = calls.length;
  await page.goBack();
  await expect(home.getByRole('listitem')).toHaveCount(5);
  await expect.poll(() => cardLikes(home.getByRole('listitem').first())).toBe(before + delta);
  await settle(page);
  expect(calls.slice(atBack).filter((call) => /latest-blogs/.test(call))).toEqual([]);

  // The author's profile lists the blog with the new count; liking it back there shows again.
  await page.getByRole('heading', { level: 1, name: 'Latest Blogs' }).waitFor();
  await home.getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const authorLink = page.getByRole('main').getByRole('link', { name: /^@/ }).first();
  await authorLink.click();
  await expect(page.getByRole('tab', { name: 'Blogs Published' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const profileCard = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect.poll(() => cardLikes(profileCard)).toBe(before + delta);

  await profileCard.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', String(!wasLiked));
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', String(wasLiked));
  const atSecondBack = calls.length;
  await page.goBack();
  await expect.poll(() => cardLikes(profileCard)).toBe(before);
  await settle(page);
  expect(calls.slice(atSecondBack).filter((call) => /search-blogs/.test(call))).toEqual([]);
});
