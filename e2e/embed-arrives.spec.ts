import type { Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { MOCK_URL } from './build-env';
import { test, expect } from './fixtures';
import { settled, shiftsSoFar, watchShifts } from './layout-shifts';

/**
 * A phone's window, watched for layout shifts, with the embed block's code held until the returned function
 * lets it arrive.
 */
async function holdTheEmbedCode(page: Page): Promise<() => void> {
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
  return arrive;
}

/**
 * A post's embed block is a chunk of its own, which only a post with an embed downloads (decision 0062). While
 * it downloads, the block's box, at the frame's proportions, and its caption hold its place: when the code
 * arrives the placeholder is drawn in that box, and nothing on the page moves.
 */
test('an embed drawn once its code arrives moves nothing on the page', async ({ page }) => {
  const arrive = await holdTheEmbedCode(page);
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

/**
 * A post from another of the family's editors names a service off our list (Editor.js enables them all): it can
 * never be a player, so it is its link from the first paint, not a player's box that the embed's code, arriving
 * for the post's other embeds, takes away while the reader is below it.
 */
test('an embed that cannot be a player is its link from the start: nothing moves when the code arrives', async ({
  page,
}) => {
  const arrive = await holdTheEmbedCode(page);
  const thread = {
    type: 'embed',
    data: {
      service: 'twitter',
      source: 'https://twitter.com/someone/status/1',
      embed: 'https://twitframe.com/show?url=https%3A%2F%2Ftwitter.com%2Fsomeone%2Fstatus%2F1',
      width: 600,
      height: 600,
      caption: 'A thread about it',
    },
  };
  await page.route(`${MOCK_URL}/get-blog`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      blog: { content: { blocks: { type: string }[] }[] };
    };
    // Before the post's first embed, so that everything from there down is below it.
    const blocks = body.blog.content[0]!.blocks;
    blocks.splice(
      blocks.findIndex((block) => block.type === 'embed'),
      0,
      thread,
    );
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/blog/${SEED_BLOG_IDS.everyBlock}`);
  const content = page.locator('.blog-content');
  const link = content.getByRole('link', { name: 'A thread about it' });
  await expect(link).toHaveAttribute('href', 'https://twitter.com/someone/status/1');
  const youtube = content.locator('figure', { hasText: 'A video from YouTube.' });
  // The reader at the link, with the post's first player's box below it.
  await link.evaluate((node) => node.scrollIntoView({ block: 'start' }));
  await settled(page);
  const before = await youtube.boundingBox();
  const shiftsBefore = (await shiftsSoFar(page)).length;

  arrive();
  await expect(youtube.getByRole('button', { name: /^Load the YouTube video/ })).toBeVisible();
  await settled(page);
  expect(await youtube.boundingBox()).toEqual(before);
  expect((await shiftsSoFar(page)).slice(shiftsBefore)).toEqual([]);
  await expect(content.locator('iframe')).toHaveCount(0);
});

/**
 * A post's captions are one face (a visual audit, decision 0066): an embed's was set in the body's serif, under
 * and beside images' and quotes' in the sans-serif.
 */
test('an embed’s caption is set as an image’s is', async ({ page }) => {
  await page.goto(`/blog/${SEED_BLOG_IDS.everyBlock}`);
  const content = page.locator('.blog-content');
  const face = (caption: ReturnType<Page['locator']>) =>
    caption.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.fontFamily} ${style.fontSize}`;
    });
  const embed = content.locator('figcaption', { hasText: 'A video from YouTube.' });
  // Read once the embed's code has drawn its block (the figure drawn before it is replaced then).
  await expect(
    content.getByRole('button', { name: /^Load the YouTube video/ }).first(),
  ).toBeVisible();
  await expect(embed).toBeVisible();
  const image = content.locator('figure:has(img) figcaption').first();
  await expect(image).toBeVisible();
  expect(await face(embed)).toBe(await face(image));
});
