import { createBlogBodies, editor } from './editor-page';
import { expect, loginAs, test } from './fixtures';

/**
 * docs/decisions/0054: two ways a writer's unsaved words could be lost across tabs, in Chromium's real tabs.
 * - A blog deleted in one tab while another has changes to it: saving must keep the changes and say so, and
 *   the next save makes them a new blog.
 * - A duplicated tab (the browser copies sessionStorage, the editor's writing session with it): each tab must
 *   keep its own copy, not write over the other's.
 */

interface Sent {
  title: string;
  id?: string;
}

const DRAFT = 'notes-toward-a-better-conference-code-of-conduct-sh46';

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, request, 'admin');
});

test.describe('a blog deleted in another tab', () => {
  // SPEC's server refuses the edit of a blog it does not have: a 404 the browser reports.
  test.use({ allowConsoleErrors: [/Failed to load resource: .* 404 /] });

  test('Save Draft keeps the changes, says so, and then saves them as a new draft', async ({
    page,
    context,
    request,
  }) => {
    const bodies = createBlogBodies<Sent>(page);
    await editor.open(page, `/editor/${DRAFT}`);
    await expect(editor.title(page)).not.toHaveValue('');
    const saved = await editor.title(page).inputValue();
    await editor.title(page).press('End');
    await page.keyboard.type(', rewritten', { delay: 15 });
    const title = await editor.title(page).inputValue();
    await editor.focusLast(page);
    await page.keyboard.type(' A last line.', { delay: 15 });

    // Meanwhile, in another tab, the writer deletes it from the dashboard's Drafts.
    const other = await context.newPage();
    await loginAs(other, request, 'admin');
    await other.goto('/dashboard/blogs?tab=draft');
    const listed = other
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: other.getByRole('heading', { level: 2, name: saved }) });
    await listed.getByRole('button', { name: /^Delete/ }).click();
    const dialog = other.getByRole('dialog', { name: 'Delete this blog?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(listed).toHaveCount(0);
    await other.close();

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(
      page.getByText(/This blog is no longer on the server: it may have been deleted/),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/editor/${DRAFT}$`));
    await expect(editor.title(page)).toHaveValue(title);
    await expect(editor.blocks(page).last()).toContainText('A last line.');

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page).toHaveURL(/\/dashboard\/blogs\?tab=draft$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(bodies.map((body) => body.id ?? null)).toEqual([DRAFT, null]);
  });
});

test('a duplicated tab writes its own copy: each tab’s reload finds its own words', async ({
  page,
  context,
}) => {
  await editor.open(page);
  await editor.title(page).fill('Written in the first tab');

  // What the browser's Duplicate does: a new tab at the same address, over a copy of this tab's sessionStorage.
  const stored = await page.evaluate(() => ({ ...sessionStorage }));
  const duplicate = await context.newPage();
  await duplicate.addInitScript((items: Record<string, string>) => {
    if (sessionStorage.length) return;
    for (const [name, value] of Object.entries(items)) sessionStorage.setItem(name, value);
  }, stored);
  await editor.open(duplicate, new URL(page.url()).pathname);
  await expect(editor.title(duplicate)).toHaveValue('');
  await editor.title(duplicate).fill('Written in the duplicate');

  for (const [tab, words] of [
    [page, 'Written in the first tab'],
    [duplicate, 'Written in the duplicate'],
  ] as const) {
    tab.once('dialog', (question) => void question.accept());
    await tab.reload();
    await expect(editor.title(tab)).toHaveValue(words);
  }
});
