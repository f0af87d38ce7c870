import { test, expect, loginAs } from './fixtures';
import { settled, shiftsSoFar, watchShifts, type Moved } from './layout-shifts';
import { routeSamples } from './routes';

/**
 * Every route of the router's table, loaded on a phone's width as the account that may see it: nothing on the
 * page moves while it loads (Cumulative Layout Shift as Chromium reports it). `/editor` moved by 0.078 for days
 * with no test watching it (docs/decisions/0048). The reading pages have closer tests of their own (long-reads,
 * first-paint-handover) and the editor's arrival another (editor-look).
 *
 * The web font is held back the whole time, as a phone's network often has it (0047), so that whether it comes
 * before or after the page is drawn does not depend on the machine. What its arrival moves is font-swap.spec.ts's
 * rule, on five pages. The limit is Chrome's scale: a block moving is 0.01 or more.
 *
 * Whoever visits has made their cookie choice already, so the banner is not drawn: this watches the page itself. The
 * banner has specs of its own (app-shell, first-paint-handover, reader-focus). Once in a fresh clone's CI it was
 * drawn 96 px lower for a frame while /dashboard/blogs loaded, a move not seen again in over 300 loads watched
 * frame by frame (decisions 0048, 0049); it stays a noted problem, not this sweep's.
 */
const LIMIT = 0.001;

const described = (shifts: Moved[]) =>
  shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.what.join(', ')}`).join(' | ') ||
  'none';

for (const sample of routeSamples()) {
  test(`${sample.url} (${sample.as}, 375 px): nothing moves while it loads`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    if (sample.as !== 'visitor') await loginAs(page, request, sample.as);
    await page.route(/\.woff2$/, () => undefined);
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
    await page.addInitScript(watchShifts);
    // The load event waits for the font: the page is watched from its first byte instead.
    await page.goto(sample.url, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('#app-shell, #first-view')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await settled(page);
    const shifts = await shiftsSoFar(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts while loading: ${described(shifts)}`).toBeLessThan(LIMIT);
  });
}
