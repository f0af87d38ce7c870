import { editor, createBlogCalls, holdUploads } from './editor-page';
import { test, expect, loginAs } from './fixtures';
import { pngFile } from './png';

/**
 * Issue 23 item 7, nothing lost, in Chromium against the HTTP mock: while the banner and a content image
 * upload (their PUTs held by page.route), each shows its own progress, and Save Draft, Ctrl+S, Publish and
 * Ctrl+Enter only say 'Wait for the image to finish uploading'. Once both are stored, the draft the server
 * receives holds the banner and the image. A refused upload says SPEC §8's sentence and the reason.
 */

const WAIT = 'Wait for the image to finish uploading';

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, request, 'admin');
});

test('saving waits for the banner and a content image uploading at once; the draft then holds both', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const calls = createBlogCalls(page);
  await editor.open(page);
  await editor.title(page).fill('Two uploads at once');
  await editor.focusLast(page);
  await page.keyboard.type('Words before the picture.');
  await page.keyboard.press('Enter');
  const release = await holdUploads(page);

  await page.getByLabel(/Upload a blog banner/).setInputFiles(pngFile('banner.png'));
  await editor.insert(page, 'Image');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.codex-editor').getByText('Select an Image').last().click();
  await (await chooser).setFiles(pngFile('harbour.png'));
  await expect(page.getByRole('progressbar', { name: 'Banner upload' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Image upload: harbour.png' })).toBeVisible();

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(WAIT)).toBeVisible();
  await editor.title(page).press('Control+s');
  await editor.title(page).press('Control+Enter');
  await page.getByRole('button', { name: 'Publish' }).click();
  // Nothing goes on: time for a save or the publish stage to show, had either been let through (the first
  // refusal's toast is still up, so its text alone would prove nothing).
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: 'Preview' })).toHaveCount(0);
  expect(calls).toHaveLength(0);
  await expect(page.getByText(WAIT)).toBeVisible();

  release();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const picture = page.locator('.codex-editor .image-tool__image-picture');
  await expect(picture).toHaveAttribute('src', /\/mock-uploads\//);
  const imageUrl = await picture.getAttribute('src');
  const bannerUrl = await page.getByRole('img', { name: 'Blog banner' }).getAttribute('src');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs\?tab=draft$/);
  expect(calls).toHaveLength(1);
  const body = calls[0]!.postDataJSON() as {
    banner: string;
    content: { blocks: { type: string; data: { file?: { url: string } } }[] };
  };
  expect(body.banner).toBe(bannerUrl);
  expect(body.content.blocks.map((block) => block.type)).toEqual(['paragraph', 'image']);
  expect(body.content.blocks[1]?.data.file?.url).toBe(imageUrl);
});

test('leaving while an image uploads asks first', async ({ page }) => {
  await editor.open(page);
  const release = await holdUploads(page);
  await page.getByLabel(/Upload a blog banner/).setInputFiles(pngFile('banner.png'));
  await expect(page.getByRole('progressbar', { name: 'Banner upload' })).toBeVisible();
  await page.getByRole('link', { name: /home$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave while an image is uploading?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  release();
  await expect(page.getByText('Uploaded 👍')).toBeVisible();
});

test.describe('a refused upload', () => {
  // The storage's 403s are the point of this test.
  test.use({ allowConsoleErrors: [/Failed to load resource: .* 403 /] });

  test('a refused content image says SPEC’s sentence and why; the banner says its error', async ({
    page,
  }) => {
    await editor.open(page);
    await page.route('**/mock-uploads/**', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 403 }) : route.continue(),
    );
    await page.getByLabel(/Upload a blog banner/).setInputFiles(pngFile('banner.png'));
    await expect(page.getByRole('status').filter({ hasText: /403/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Blog banner' })).toHaveCount(0);

    await editor.focusLast(page);
    await editor.insert(page, 'Image');
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.codex-editor').getByText('Select an Image').last().click();
    await (await chooser).setFiles(pngFile('harbour.png'));
    await expect(
      page.getByText(/^Couldn’t upload image\. Please try another\. \S.*403/),
    ).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});
