import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { test, expect } from './fixtures';
import { settled, shiftsSoFar, watchShifts } from './layout-shifts';

/**
 * A post's embed block is a chunk of its own, which only a post with an embed downloads (decision 0062). While
 * it downloads, the block's box, at the frame's proportions, and its caption hold its place: when the code
 * arrives the placeholder is drawn in that box, and nothing on the page moves.
 */
test('an embed drawn once its code arrives moves nothing on the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(watchShifts);
  let arrive: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route('**/assets/embed-block-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/blog/${SEED_BLOG_IDS.everyBlock}`);
  const content = page.locator('.blog-content');
  await expect(content.getByRole('heading', { name: 'Embeds' })).toBeVisible();
  const caption = content.getByText('A video from YouTube.');
  await expect(caption).toBeVisible();
  const figure = content.locator('figure', { hasText: 'A video from YouTube.' });
  // The first embed's box in view, as a reader who scrolled to it sees it (scrolled by the page, not by a
  // key: the browser does not count a shift that follows a key or a click).
  await figure.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await settled(page);
  const before = await figure.boundingBox();
  const shiftsBefore = (await shiftsSoFar(page)).length;

  arrive();
  const play = figure.getByRole('button', { name: /^Load the YouTube video/ });
  await expect(play).toBeVisible();
  await settled(page);
  expect(await figure.boundingBox()).toEqual(before);
  expect((await shiftsSoFar(page)).slice(shiftsBefore)).toEqual([]);
});
