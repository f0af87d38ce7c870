import type { Page } from '@playwright/test';
import { editor } from '../editor-page';
import { expect, signIn, test, toast } from './tutorial-fixtures';

/**
 * Issue 23 items 1-2 against a server of the family: no admin role there, so a build with VITE_WRITERS=everyone
 * lets any signed-in user write; the author's Edit link and /editor/{id} work with the four-field session.
 */

async function publish(page: Page, des?: string, tags: string[] = []) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  if (des) await page.getByRole('textbox', { name: 'Short description about your blog' }).fill(des);
  const topic = page.getByRole('textbox', { name: /^Topics/ });
  for (const tag of tags) {
    await topic.fill(tag);
    await topic.press('Enter');
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await toast(page, 'Published 👍');
  await expect(page).toHaveURL(/\/dashboard\/blogs$/);
}

test('a user without a role writes and publishes, then edits their own post', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'reader');
  const write = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Write' });
  await expect(write).toBeVisible();
  await write.click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(editor.holder(page)).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await editor.uploadBanner(page);
  await editor.title(page).fill('Notes from a tutorial server');
  await editor.focusLast(page);
  await page.keyboard.type('Written by a reader, published on a server without roles.');
  await publish(page, 'A reader writes.', ['notes']);

  await page.getByRole('link', { name: 'Notes from a tutorial server', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notes from a tutorial server' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/editor\/notes-from-a-tutorial-server/);
  await expect(editor.title(page)).toHaveValue('Notes from a tutorial server');
  await editor.title(page).fill('Notes from a tutorial server, revised');
  await publish(page);

  await page
    .getByRole('link', { name: 'Notes from a tutorial server, revised', exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Notes from a tutorial server, revised' }),
  ).toBeVisible();
  await expect(
    page.getByText('Written by a reader, published on a server without roles.'),
  ).toBeVisible();
});
