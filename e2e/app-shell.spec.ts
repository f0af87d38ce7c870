import type { Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { test, expect, loginAs } from './fixtures';

/**
 * The app shell of index.html (the navbar's frame and logo, painted before the code arrives, rendered by the build
 * from the navbar's own components) must sit exactly where React's navbar will, in both themes and at both
 * widths, or the page would jump when the app starts.
 */

// The code is held back to see the shell alone: the browser logs each refused script, and the early call
// for a blog that does not exist ('/blog/any-blog') is answered 404.
// (One pattern: Playwright reads a two-item array given to `use` as a value and its options.)
test.use({
  allowConsoleErrors: [
    /Failed to load resource: (net::ERR_FAILED|the server responded with a status of 404)/,
  ],
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const boxOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node): Box => {
    const r = node.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

async function boxes(page: Page, header: string, logo: string, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const measure = (selector: string) => boxOf(page, selector);
  return { header: await measure(header), logo: await measure(logo), name: await measure(name) };
}

function expectSameBox(actual: Box, expected: Box) {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(actual[key] - expected[key]), key).toBeLessThan(0.5);
}

async function withoutCode(page: Page, path: string) {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(path);
}

for (const width of [1280, 375]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the shell is where the navbar will be (${width}px, ${theme})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: theme });

      await withoutCode(page, '/');
      const shell = page.locator('#app-shell');
      await expect(shell).toBeVisible();
      await expect(shell).toContainText('Inkwell');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const before = await boxes(page, '#app-shell', '#app-shell svg', '#app-shell .text-xl');
      const shellBackground = await shell.evaluate(
        (node) => getComputedStyle(node).backgroundColor,
      );
      const markColours = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).fill));
      const shellMark = await markColours('#app-shell svg > *');
      expect(shellMark).toHaveLength(3);

      await page.unroute(/\.js$/);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shell).toHaveCount(0);
      const header = page.getByRole('banner');
      const after = await boxes(
        page,
        'header:has(nav[aria-label="Main"])',
        'a[aria-label="Inkwell home"] svg',
        'a[aria-label="Inkwell home"] .text-xl',
      );
      expectSameBox(before.header, after.header);
      expectSameBox(before.logo, after.logo);
      expectSameBox(before.name, after.name);
      expect(await header.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
        shellBackground,
      );
      // The same mark in the same theme colours.
      expect(await markColours('a[aria-label="Inkwell home"] svg > *')).toEqual(shellMark);
    });
  }
}

test('the editor, which has no navbar, shows no shell', async ({ page }) => {
  await withoutCode(page, '/editor');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('#app-shell')).toHaveCount(0);
  await expect(page.locator('#cookie-shell')).toHaveCount(0);
});

test.describe('the cookie banner paints with the document, before the code (vite-plugins/app-shell.ts)', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
  /** The banner, its text and its two buttons, as boxes. */
  async function bannerBoxes(page: Page, root: string) {
    await page.evaluate(() => document.fonts.ready);
    return Promise.all(
      ['', ' p', ' button:nth-of-type(1)', ' button:nth-of-type(2)'].map((part) =>
        boxOf(page, root + part),
      ),
    );
  }

  for (const width of [1280, 375]) {
    test(`the shell's banner is where React's will be (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await withoutCode(page, '/');
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(
        'This website uses cookies to provide a better user experience.',
      );
      const before = await bannerBoxes(page, '#cookie-shell');

      await page.unroute(/\.js$/);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#cookie-shell')).toHaveCount(0);
      await expect(banner(page)).toBeVisible();
      const after = await bannerBoxes(page, 'section[aria-label="Cookie consent"]');
      before.forEach((box, i) => expectSameBox(after[i]!, box));
    });
  }

  test('a choice made before the code arrives is kept: React shows no banner', async ({ page }) => {
    await withoutCode(page, '/');
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected');

    await page.unroute(/\.js$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inkwell home' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('once chosen, it is not in the first paint either', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
    await withoutCode(page, '/');
    await expect(page.locator('#app-shell')).toBeVisible();
    await expect(page.locator('#cookie-shell')).toHaveCount(0);
  });

  test('the policy link works before the code arrives', async ({ page }) => {
    await withoutCode(page, '/');
    await banner(page).getByRole('link', { name: 'Find out more' }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
  });
});

test.describe("the current route's code downloads with the entry (server/head.ts, src/app/boot/boot.ts)", () => {
  const cases = [
    { path: '/', chunk: /\/assets\/home-[\w-]+\.js$/ },
    { path: '/blog/any-blog', chunk: /\/assets\/blog-[\w-]+\.js$/ },
    { path: '/search/travel', chunk: /\/assets\/search-[\w-]+\.js$/ },
    { path: '/user/amelia_hart', chunk: /\/assets\/profile-[\w-]+\.js$/ },
    { path: '/settings/edit-profile', chunk: /\/assets\/dashboard-layout-[\w-]+\.js$/ },
    { path: '/no/such/page', chunk: /\/assets\/not-found-[\w-]+\.js$/ },
  ];
  for (const { path, chunk } of cases) {
    test(`${path} preloads ${chunk.source}`, async ({ page }) => {
      // Held back so that only the preload hints of index.html can have asked for the files.
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(path);
      const preloads = await page
        .locator('head link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(preloads.some((href) => chunk.test(href))).toBe(true);
      // Only this route's code: never another screen's, and never the editor on a reading route.
      expect(preloads.filter((href) => /\/assets\/editor-/.test(href))).toEqual([]);
      // Written by the production server (issue 30 item 5), so the boot script added none: each file once.
      const written = await page
        .locator('head link[rel="modulepreload"][data-route-preload]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(written.some((href) => chunk.test(href))).toBe(true);
      expect(preloads).toEqual([...new Set(preloads)]);
    });
  }
});

test("React's chunk runs as a script of its own before the entry's, downloaded once (vite-plugins/react-first.ts)", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest Blogs' }).first()).toBeVisible();
  const moduleScripts = await page
    .locator('script[type="module"][src]')
    .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLScriptElement).src).pathname));
  expect(moduleScripts).toHaveLength(2);
  expect(moduleScripts[0]).toMatch(/^\/assets\/react-[\w-]+\.js$/);
  expect(moduleScripts[1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // The script names the chunk Vite's own link preloads: no file is asked for twice.
  expect(scripts.filter((path) => path === moduleScripts[0])).toHaveLength(1);
  expect(scripts).toEqual([...new Set(scripts)]);
});

test('the stylesheet comes inside the document: the shell paints with no second request (vite-plugins/inline-css.ts)', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await withoutCode(page, '/');
  await expect(page.locator('#app-shell')).toBeVisible();
  // Styled already: the shell's sticky frame and the navbar's height come from the inline stylesheet.
  expect(await page.locator('#app-shell').evaluate((node) => getComputedStyle(node).position)).toBe(
    'sticky',
  );
  expect(await page.locator('head style').count()).toBeGreaterThan(0);
  // Only the disabled marker of the inlined stylesheet (vite-plugins/inline-css.ts), which is never downloaded.
  expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
  expect(stylesheets).toEqual([]);
});

test.describe("a page's own data is asked for with its code, not after it (src/app/route-data.ts)", () => {
  const cases = [
    {
      path: `/blog/${SEED_BLOG_IDS.newest}`,
      chunk: /\/assets\/blog-[\w-]+\.js$/,
      call: '/get-blog',
    },
    { path: '/user/amelia_hart', chunk: /\/assets\/profile-[\w-]+\.js$/, call: '/get-profile' },
  ];
  for (const { path, chunk, call } of cases) {
    test(`${path}: ${call} goes out while the screen's code is still downloading, once`, async ({
      page,
    }) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === call)
          calls.push(request.url());
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(chunk, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      // The screen's code has not arrived, and the server has already been asked. (A blog's heading may
      // already show in the shell's first view, outside the app's main#main.)
      const screenHeading = page.locator('main#main').getByRole('heading', { level: 1 });
      await expect.poll(() => calls.length).toBe(1);
      await expect(screenHeading).toHaveCount(0);
      release();
      await expect(screenHeading).toBeVisible();
      // The page shows that answer: it does not ask again once mounted.
      await page.waitForLoadState('networkidle');
      expect(calls).toHaveLength(1);
    });
  }
});

test.describe("a visitor's first call goes out from index.html, before any code (src/config/early-requests.ts)", () => {
  const cases = [
    { path: `/blog/${SEED_BLOG_IDS.newest}`, call: '/get-blog' },
    { path: '/user/amelia_hart', call: '/get-profile' },
  ];
  /** The POSTs to `call`, with whether each carried a token. */
  function watchCalls(page: Page, call: string) {
    const calls: { token: boolean }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === call)
        calls.push({ token: Boolean(request.headers().authorization) });
    });
    return calls;
  }
  /** Every script held back until `release` is called (so the page never reaches its load event). */
  async function holdCode(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return () => release();
  }

  for (const { path, call } of cases) {
    test(`${path}: ${call} is sent with all the code held back, and the page shows that answer`, async ({
      page,
    }) => {
      const calls = watchCalls(page, call);
      const release = await holdCode(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => calls.length).toBe(1);
      expect(calls[0]?.token).toBe(false);
      release();
      await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls).toHaveLength(1);
    });
  }

  test("a signed-in reader's call waits for the app, which sends it with the token", async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'reader');
    const calls = watchCalls(page, '/get-blog');
    const release = await holdCode(page);
    await page.goto(`/blog/${SEED_BLOG_IDS.newest}`, { waitUntil: 'commit' });
    await expect(page.locator('#app-shell')).toBeVisible();
    await page.waitForTimeout(500);
    expect(calls).toEqual([]);
    release();
    // The app's own heading: the shell's first view shows the server's copy from the start.
    await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([{ token: true }]);
  });
});

test('code loaded later never downloads the inlined stylesheet again (vite-plugins/inline-css.ts)', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url()))
      stylesheets.push(request.url());
  });
  await page.goto(`/blog/${SEED_BLOG_IDS.newest}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Below the content: Similar Blogs and the lower share links load their code now.
  await page.keyboard.press('End');
  await expect(page.getByRole('heading', { name: 'Similar Blogs' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const lazy = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/similar-blogs/.test(entry.name)).length,
  );
  expect(lazy, 'Similar Blogs came as code of its own').toBeGreaterThan(0);
  expect(stylesheets).toEqual([]);
  // The marker Vite's loader looks for is there, and applies nothing.
  expect(
    await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).disabled)),
  ).toEqual([true]);
});

test.describe("a page's first view paints with the document (server/first-view.ts)", () => {
  const cases = [
    { name: 'a blog', path: `/blog/${SEED_BLOG_IDS.newest}`, parts: ['header > img', 'h1'] },
    { name: 'a search', path: '/search/travel', parts: ['h1'] },
  ];
  for (const width of [1280, 375]) {
    for (const { name, path, parts } of cases) {
      test(`${name}: the shell shows it where React will draw it (${width}px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await withoutCode(page, path);
        const view = page.locator('#first-view');
        await expect(view.getByRole('heading', { level: 1 })).toBeVisible();
        for (const image of await view.locator('img').all())
          await expect(image).toHaveJSProperty('complete', true);
        await page.evaluate(() => document.fonts.ready);
        const before = await Promise.all(parts.map((part) => boxOf(page, `#first-view ${part}`)));

        await page.unroute(/\.js$/);
        await page.goto(path);
        await expect(page.locator('main#main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(view).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        const after = await Promise.all(parts.map((part) => boxOf(page, `main#main ${part}`)));
        before.forEach((box, i) => expectSameBox(after[i]!, box));
      });
    }
  }

  // Issue 24 item 1: the app's first commit waits for the route's own call (src/app/first-commit.ts), so a
  // signed-in reader keeps the view too, instead of losing it the moment the parser had painted it.
  test("a signed-in reader's blog has it too (the app draws it in its first commit), and a search its heading", async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'reader');
    await withoutCode(page, `/blog/${SEED_BLOG_IDS.newest}`);
    await expect(page.locator('#app-shell')).toBeVisible();
    await expect(page.locator('#first-view').getByRole('heading', { level: 1 })).toHaveText(
      'Two Weeks in Portugal by Train: An Honest Itinerary',
    );
    await page.goto('/search/travel');
    await expect(page.locator('#first-view').getByRole('heading', { level: 1 })).toHaveText(
      'Search results for “travel”',
    );
  });
});
