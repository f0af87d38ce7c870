import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/users';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { test, expect, loginAs } from './fixtures';

/**
 * Issue 13, part 8 ('What readers hit'): the layout and history findings of exploratory testing in
 * Chromium, each checked in a real browser. The behaviour findings have Vitest tests in
 * tests/features/reader-fixes/.
 */

/** Where each tab of the page's tab row sits against the row's visible box, and whether its label is cut. */
function measureTabs(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[role="tablist"]')!;
    const box = list.getBoundingClientRect();
    const overflowX = getComputedStyle(list).overflowX;
    const scrollable =
      (overflowX === 'auto' || overflowX === 'scroll') && list.scrollWidth > list.clientWidth;
    // The row's fades (a mask from clear to solid): which of its edges fade out.
    const mask = getComputedStyle(list).maskImage || 'none';
    const clear = /^(rgba\(0, 0, 0, 0\)|transparent)/;
    const stops = mask.startsWith('linear-gradient(')
      ? mask
          .slice(mask.indexOf(',') + 1, -1)
          .split(/,(?![^(]*\))/)
          .map((stop) => stop.trim())
      : [];
    const tabRects = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) =>
      tab.getBoundingClientRect(),
    );
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      fade: {
        start: clear.test(stops[0] ?? ''),
        end: clear.test(stops.at(-1) ?? ''),
      },
      hidden: {
        start: tabRects.some((rect) => rect.left < box.left - 1),
        end: tabRects.some((rect) => rect.right > box.right + 1),
      },
      tabs: [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
        const rect = tab.getBoundingClientRect();
        // The label may sit in an inner element that shortens it with an ellipsis.
        const label = [tab, ...tab.querySelectorAll<HTMLElement>('*')];
        return {
          name: tab.textContent?.trim() ?? '',
          title: tab.getAttribute('title'),
          selected: tab.getAttribute('aria-selected') === 'true',
          // A pixel's slack: the row's width is fractional (5vw margins), the tabs' are rounded.
          inView: rect.left >= box.left - 1 && rect.right <= box.right + 1,
          // Off the visible part of the row, but inside its scroll area: a swipe shows it.
          reachable: scrollable && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1,
          cut: label.some(
            (el) =>
              el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5,
          ),
        };
      }),
    };
  });
}

test.describe('search results with a long query', () => {
  const LONG_QUERY =
    'how to plan a slow overland journey across south america on a tight budget in the rainy season';
  const LABEL = `Search Results from “${LONG_QUERY}”`;

  for (const width of [320, 375, 768, 1024, 1440, 1920]) {
    test(`keeps both tabs in view at ${width} px, the query's label shortened`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/search/${encodeURIComponent(LONG_QUERY)}`);
      await expect(page.getByRole('tab', { name: 'Accounts Matched' })).toBeVisible();
      const { page: sideways, tabs } = await measureTabs(page);
      expect(sideways, 'the page never scrolls sideways').toBe(0);
      expect(tabs.map((tab) => [tab.name, tab.inView])).toEqual([
        [LABEL, true],
        ['Accounts Matched', true],
      ]);
      expect(tabs[0]!.cut, 'the long label is shortened').toBe(true);
      expect(tabs[1]!.cut, "'Accounts Matched' is whole").toBe(false);
      // The whole label stays the tab's name for assistive tech, and its title for a pointer.
      const queryTab = page.getByRole('tab', { name: LABEL });
      await expect(queryTab).toHaveAttribute('title', LABEL);
    });
  }

  // On a phone too, on two lines (a visual audit, decision 0066: it read 'Search Results fr…').
  for (const width of [375, 1440]) {
    test(`shows a short query whole (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/search/travel');
      await expect(page.getByRole('tab', { name: 'Accounts Matched' })).toBeVisible();
      const { tabs } = await measureTabs(page);
      expect(tabs.map((tab) => [tab.name, tab.inView, tab.cut])).toEqual([
        ['Search Results from “travel”', true, false],
        ['Accounts Matched', true, false],
      ]);
    });
  }
});

/**
 * A reader's tap on a tab of a row that may scroll: when only the start or end of the tab shows, a tap on
 * the part that shows (Playwright's click would first scroll the whole tab into view itself, hiding what
 * the app does); when none of it shows, a swipe first, bringing just its first 24 px into view.
 */
async function tapTab(page: Page, name: string) {
  await page.evaluate((label) => {
    const list = document.querySelector<HTMLElement>('[role="tablist"]')!;
    const tab = [...list.querySelectorAll('[role="tab"]')].find((t) => t.textContent === label)!;
    const row = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left > row.right - 24) list.scrollLeft += box.left - (row.right - 24);
    else if (box.right < row.left + 24) list.scrollLeft -= row.left + 24 - box.right;
  }, name);
  const row = (await page.getByRole('tablist').boundingBox())!;
  const box = (await page.getByRole('tab', { name, exact: true }).boundingBox())!;
  const left = Math.max(box.x, row.x);
  const right = Math.min(box.x + box.width, row.x + row.width);
  await page.mouse.click((left + right) / 2, box.y + box.height / 2);
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Every label whole; the chosen tab in view, each other one in view or a swipe away. */
async function expectTabsReachable(page: Page, when: string) {
  const measured = await measureTabs(page);
  expect(measured.page, `${when}: the page never scrolls sideways`).toBe(0);
  // A sign that the row scrolls (issue 29 item 15): it fades out at each edge that hides tabs, and only there.
  expect(measured.fade, `${when}: the row fades where tabs are hidden`).toEqual(measured.hidden);
  for (const tab of measured.tabs) {
    const where = `${tab.name}, ${when}`;
    expect(tab.cut, `${where}: label whole`).toBe(false);
    if (tab.selected) expect(tab.inView, `${where}: in view`).toBe(true);
    else expect(tab.inView || tab.reachable, `${where}: in view or a swipe away`).toBe(true);
  }
}

/**
 * Decision: the profile's tab row stays one line (the underline sits on its rule; no tab jumps to another
 * line as the bold one widens) and scrolls sideways, every label whole, the chosen tab scrolled into view
 * with a little of its neighbour (src/components/ui/tabs.tsx).
 */
test.describe('profile tabs at 375 px', () => {
  const profile = `/user/${DEMO_ACCOUNTS.admin.username}`;

  for (const who of ['visitor', 'admin'] as const) {
    test(`show every label whole, in view or a swipe away, the chosen one in view (${who})`, async ({
      page,
      request,
    }) => {
      if (who === 'admin') await loginAs(page, request, 'admin');
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(profile);
      const tabs = page.getByRole('tab');
      await expect(tabs.last()).toHaveText('About');
      const names = await tabs.allTextContents();
      expect(names).toContain('Favourite Blogs');
      await expectTabsReachable(page, 'at first');
      // At first the row is cut off at its end: it shows so.
      expect((await measureTabs(page)).fade).toEqual({ start: false, end: true });
      // Along the row and back, so each tab is reached from both sides.
      for (const name of [...names.slice(1), ...names.slice(0, -1).reverse()]) {
        await tapTab(page, name);
        await expectTabsReachable(page, `with ${name} chosen`);
      }
    });
  }

  test('choosing a tab from the keyboard brings it into view (admin)', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(profile);
    const tabs = page.getByRole('tab');
    await expect(tabs.last()).toHaveText('About');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const last = (await tabs.count()) - 1;
    await tabs.first().focus();
    // Each key and the tab it chooses (the arrows wrap at the ends). The choice is in the URL (replacing the
    // entry): the row is measured once the chosen tab shows as chosen.
    const steps = [
      ['End', last],
      ['Home', 0],
      ['ArrowLeft', last],
      ['ArrowLeft', last - 1],
      ['ArrowRight', last],
    ] as const;
    for (const [key, index] of steps) {
      await page.keyboard.press(key);
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(index)).toBeFocused();
      await expectTabsReachable(page, `after ${key}`);
    }
  });

  test('a tab reopened by Back is in view (admin)', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(profile);
    await expect(page.getByRole('tab').last()).toHaveText('About');
    await tapTab(page, 'About');
    await page.getByRole('link', { name: 'Inkwell home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expectTabsReachable(page, 'with About reopened by Back');
  });
});

test.describe('history', () => {
  const box = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('searchbox', { name: 'Search blogs and accounts' });

  test("the navbar search box shows the page's query after Back and Forward", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    for (const query of ['rail', 'train']) {
      await box(page).fill(query);
      await box(page).press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: `Search results for “${query}”` }),
      ).toBeVisible();
      await expect(box(page)).toHaveValue(query);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/rail$/);
    await expect(box(page)).toHaveValue('rail');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    await expect(box(page)).toHaveValue('');
    await page.goForward();
    await expect(page).toHaveURL(/\/search\/rail$/);
    await expect(box(page)).toHaveValue('rail');
  });

  test('signing in from a blog returns to it, and Back then goes to the page before it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
    await page.locator(`main a[href="/blog/${SEED_BLOG_IDS.newest}"]`).first().click();
    const title = page.getByRole('heading', { level: 1, name: /Portugal/ });
    await expect(title).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sign In' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.reader.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.reader.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${SEED_BLOG_IDS.newest}$`));
    await expect(title).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
    // One entry of the blog in the history, not two: Back leaves it.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blogs' })).toBeVisible();
  });

  test('Back after choosing a home tag undoes the filter, and stays home', async ({ page }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Latest Blogs');
    const topics = page.getByRole('group', { name: 'Filter by topic' });
    await topics.getByRole('button', { name: 'tech' }).click();
    await expect(heading).toHaveText('Blogs about tech');
    await topics.getByRole('button', { name: 'travel' }).click();
    await expect(heading).toHaveText('Blogs about travel');
    await page.goBack();
    await expect(page).toHaveURL(/\/\?tag=tech$/);
    await expect(heading).toHaveText('Blogs about tech');
    await expect(topics.getByRole('button', { name: 'tech' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading).toHaveText('Latest Blogs');
  });
});

/**
 * The author line of a blog card runs across the card, above the title and the banner: beside a 96 px banner a
 * 320 px phone left it 88 px, and every author's name was cut ('Marcus O…'). What still gives way is the
 * @handle.
 */
test.describe('blog cards on a phone', () => {
  /** Each card's author: its name, and whether the name ends inside the line that would cut it short. */
  function measureBylines(page: Page) {
    return page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main a[href^="/blog/"]')]
        .map((card) => card.querySelector<HTMLElement>('time')?.parentElement)
        .filter((byline): byline is HTMLElement => !!byline)
        .map((byline) => {
          const names = byline.querySelector<HTMLElement>('.truncate')!;
          const handle = names.querySelector<HTMLElement>('.text-muted')!;
          const name = document.createRange();
          name.setStart(names, 0);
          name.setEndBefore(handle);
          return {
            name: name.toString().trim(),
            whole: name.getBoundingClientRect().right <= names.getBoundingClientRect().right + 0.5,
          };
        }),
    );
  }

  for (const width of [320, 375]) {
    test(`show each author's full name whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // The latest blogs' first page and the trending list: five cards each.
      await expect(page.locator('main a[href^="/blog/"] time')).toHaveCount(10);
      const home = await measureBylines(page);
      for (const card of home) expect(card, `home: ${card.name}`).toMatchObject({ whole: true });

      await page.goto(`/blog/${SEED_BLOG_IDS.newest}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('End');
      const similar = page.getByRole('heading', { name: 'Similar Blogs' });
      await expect(similar).toBeVisible();
      await expect(page.locator('main a[href^="/blog/"] time').first()).toBeVisible();
      const cards = await measureBylines(page);
      expect(cards.length, 'Similar Blogs').toBeGreaterThan(0);
      for (const card of cards)
        expect(card, `Similar Blogs: ${card.name}`).toMatchObject({ whole: true });
    });
  }
});

/**
 * A page that is not there says so one way (a visual audit, decision 0066): the blog's and the profile's had
 * their own layouts (the profile's at the top, both without a line saying why, with a grey way home), beside
 * the not-found page's centred heading, line and button.
 */
test.describe('not found', () => {
  // The server's 404s for the addresses, the blog and the profile.
  test.use({
    allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
  });
  for (const width of [375, 1280]) {
    test(`the not-found pages of an address, a blog and a profile look alike (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const look = async (url: string) => {
        await page.goto(url);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(/not found/i);
        const home = page.getByRole('link', { name: 'Go back home' });
        return {
          heading: await heading.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return {
              centre: Math.round(box.left + box.width / 2),
              size: getComputedStyle(el).fontSize,
              // The line saying why, right under it.
              line: Boolean(
                el.parentElement?.querySelector(':scope > h1 ~ p, :scope > h1 ~ * > p'),
              ),
            };
          }),
          home: await home.evaluate((el) => getComputedStyle(el).backgroundColor),
          // Centred in the page under the navbar, as the not-found page is.
          middle: await page.evaluate(() => {
            const main = document.querySelector('main')!.getBoundingClientRect();
            const h1 = document.querySelector('h1')!.getBoundingClientRect();
            return h1.top > main.top + 100;
          }),
        };
      };
      const address = await look('/no-such-page-here');
      expect(await look('/blog/no-such-blog')).toEqual(address);
      expect(await look('/user/nobody_here')).toEqual(address);
    });
  }
});
