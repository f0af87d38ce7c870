import type { Page } from '@playwright/test';
import { createBlogBodies, editor } from './editor-page';
import { expect, loginAs, test } from './fixtures';

/**
 * "Nothing a writer types is ever lost", before the editor has loaded too. What is typed into the line
 * standing in for the editor while its code downloads (early-text.tsx) is the writer's work from the first
 * key: leaving asks first, a reload finds it, Save Draft sends it, and it stays if the code fails to arrive.
 */

interface Sent {
  title: string;
  content: { blocks: { type: string; data: Record<string, unknown> }[] };
}

const standIn = (page: Page) => page.getByRole('textbox', { name: 'Blog content' });

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, request, 'admin');
});

test('typed before the editor has loaded: leaving asks first, and a reload finds it', async ({
  page,
}) => {
  const arrive = await editor.holdCode(page);
  await page.goto('/dashboard/blogs');
  await page.getByRole('link', { name: 'Write' }).first().click();
  await standIn(page).click();
  await page.keyboard.type('Words before the editor.', { delay: 15 });

  await page.getByRole('link', { name: /home$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(standIn(page)).toHaveText('Words before the editor.');

  let asked = '';
  page.once('dialog', (prompt) => {
    asked = prompt.type();
    void prompt.accept();
  });
  await page.reload();
  expect(asked).toBe('beforeunload');
  arrive();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(editor.blocks(page)).toHaveText(['Words before the editor.']);
  await expect(page.getByText(/We restored the changes/)).toBeVisible();
});

test('Save Draft before the editor has loaded sends what was typed', async ({ page }) => {
  const arrive = await editor.holdCode(page);
  const bodies = createBlogBodies<Sent>(page);
  await page.goto('/editor');
  await editor.title(page).click();
  await page.keyboard.type('Saved early', { delay: 15 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('The first line.', { delay: 15 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('The second line.', { delay: 15 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]!.title).toBe('Saved early');
  expect(bodies[0]!.content.blocks.map((block) => [block.type, block.data.text])).toEqual([
    ['paragraph', 'The first line.'],
    ['paragraph', 'The second line.'],
  ]);
  arrive();
});

test.describe('offline as the editor loads', () => {
  // The browser logs the editor's code it could not download: that is what this test does to it.
  test.use({ allowConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  test("the editor's code failing keeps the text; Try again hands it to the editor", async ({
    page,
  }) => {
    // Offline for the editor's code (its preload and its import alike) until the writer tries again.
    let offline = true;
    await page.route('**/assets/editor-tools-*.js', async (route) => {
      if (offline) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/editor');
    await editor.title(page).fill('Through a failure');
    await editor.title(page).press('Enter');
    await page.keyboard.type('Typed while it failed', { delay: 15 });
    const failed = page.getByRole('alert').filter({ hasText: 'The editor could not be loaded.' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('your text is kept');
    // Still there, and still taking keys.
    await standIn(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(', and after.', { delay: 15 });
    await expect(standIn(page)).toHaveText('Typed while it failed, and after.');

    offline = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(editor.blocks(page)).toHaveText(['Typed while it failed, and after.']);
    // The caret went with the text: the next keys go on in the first block.
    await page.keyboard.type(' More.', { delay: 15 });
    await expect(editor.blocks(page)).toHaveText(['Typed while it failed, and after. More.']);
  });
});
