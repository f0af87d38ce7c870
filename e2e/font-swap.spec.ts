import type { Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/users';
import { test, expect } from './fixtures';
import { settled, shiftsSoFar, watchShifts } from './layout-shifts';

/**
 * Inter arriving after the page is drawn moves nothing (docs/decisions/0047). On a phone's network the web
 * font always arrives after the first paint, and often after the app has drawn the page; before 0047 the
 * swap rewrapped home's cards (a layout shift of 0.03 at 800 px) and slid the navbar's buttons and a post's
 * byline 3 to 15 px. Each page here is drawn with the font held back, then the font is let through: what
 * the fallback face ('Inter Fallback': Arial scaled to Inter) drew must already sit where Inter's text goes.
 *
 * Where glyphs are drawn at whole pixels (Linux at 1×), a line of text can still end a pixel or three away
 * from Inter's: the rule is that nothing moves more than 3 px and the swap's layout shift stays below 0.001
 * (Chrome's own scale; 0.1 is its limit for a good page).
 */

const PAGES = [
  {
    name: 'home',
    path: '/',
    ready: (page: Page) =>
      page.getByRole('region', { name: 'Latest Blogs' }).getByRole('listitem').first(),
  },
  {
    name: 'a blog',
    path: `/blog/${SEED_BLOG_IDS.newest}`,
    ready: (page: Page) => page.getByText(/Published on/),
  },
  {
    name: 'a search',
    path: '/search/travel',
    ready: (page: Page) => page.getByRole('tabpanel').getByRole('listitem').first(),
  },
  {
    name: 'a profile',
    path: `/user/${DEMO_ACCOUNTS.admin.username}`,
    ready: (page: Page) => page.getByRole('tabpanel'),
  },
  {
    // A column of text in the reading width (decision 0049).
    name: 'the cookie policy',
    path: '/cookie-policy',
    ready: (page: Page) => page.getByRole('heading', { level: 1 }),
  },
];

for (const width of [1280, 800, 375]) {
  for (const { name, path, ready } of PAGES) {
    test(`${name} at ${width} px: Inter arriving after the page is drawn moves nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      let letFontsThrough!: () => void;
      const fontsHeld = new Promise<void>((resolve) => (letFontsThrough = resolve));
      await page.route(/\.woff2$/, async (route) => {
        await fontsHeld;
        await route.continue();
      });
      await page.addInitScript(watchShifts);
      // The load event waits for the font: the page is watched from its first byte instead.
      await page.goto(path, { waitUntil: 'commit' });
      await expect(ready(page)).toBeVisible();
      await settled(page);
      // Drawn in the fallback face: Arial, or Liberation Sans where there is no Arial (CI installs
      // fonts-liberation). Without either, the browser falls back to system-ui and this rule cannot hold.
      const fallback = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        const width = (font: string) => {
          context.font = font;
          return context.measureText('Published on 12 Nov').width;
        };
        return {
          inter: document.fonts.check('16px "Inter Variable"'),
          // Where none of its local faces is installed, 'Inter Fallback' draws as the next family.
          installed: width('16px "Inter Fallback", monospace') !== width('16px monospace'),
        };
      });
      expect(fallback.inter, 'the font is held back').toBe(false);
      expect(
        fallback.installed,
        'Arial or a face with its widths is installed (fonts-liberation)',
      ).toBe(true);
      const before = (await shiftsSoFar(page)).length;

      letFontsThrough();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
      await settled(page, 300);

      const swap = (await shiftsSoFar(page)).slice(before);
      const moves = swap.flatMap((shift) => shift.what);
      const far = moves.filter((move) =>
        /by (-?[\d.]+), (-?[\d.]+)$/
          .exec(move)!
          .slice(1)
          .some((delta) => Math.abs(Number(delta)) > 3),
      );
      expect(far, `moved more than 3 px when Inter arrived: ${moves.join('; ')}`).toEqual([]);
      const cls = swap.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, `layout shift when Inter arrived: ${moves.join('; ')}`).toBeLessThan(0.001);
    });
  }
}

test("Inter Fallback's lines are as tall as Inter's, at every size from 10 to 48 px", async ({
  page,
}) => {
  // A line of normal height is the face's ascent plus descent, each rounded to a pixel. At 16 and 48 px
  // Inter's ascent is exactly half a pixel over a whole one: the fallback's must round the same way, or each
  // such line is a pixel shorter until Inter arrives (the cookie policy's lines crept 1 to 3 px; 0048).
  await page.goto('/cookie-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const differ = await page.evaluate(async () => {
    const found: string[] = [];
    for (const weight of [400, 700]) {
      await document.fonts.load(`${weight} 16px "Inter Variable"`);
      for (const text of ['Hxg', '0123']) {
        for (let size = 10; size <= 48; size++) {
          const height = (family: string) => {
            const line = document.createElement('div');
            line.style.font = `${weight} ${size}px ${family}, monospace`;
            line.style.lineHeight = 'normal';
            line.textContent = text;
            document.body.append(line);
            const { height: tall } = line.getBoundingClientRect();
            line.remove();
            return tall;
          };
          const inter = height('"Inter Variable"');
          const fallback = height('"Inter Fallback"');
          if (inter !== fallback)
            found.push(`${weight} ${size}px "${text}": Inter ${inter} px, fallback ${fallback} px`);
        }
      }
    }
    return found;
  });
  expect(differ).toEqual([]);
});
