import type { Page } from '@playwright/test';
import { createBlogBodies, editor } from './editor-page';
import { expect, loginAs, test } from './fixtures';

/**
 * Nothing typed is lost (docs/decisions/0053): a writer may go on typing while Save Draft or Publish is out.
 * What they typed then is not in what was saved, so the editor stays with it, unsaved, instead of opening the
 * dashboard over it; a new post goes on as the post its first save made, so saving again updates that post
 * and the words never open in the next new one. A writer who leaves while the save is out finds the words
 * with their post.
 */

interface Sent {
  id?: string;
  title: string;
  content: { blocks: { type: string; data: Record<string, unknown> }[] };
}

const texts = (sent: Sent | undefined) =>
  (sent?.content.blocks ?? []).map((block) => String(block.data.text ?? ''));

/** Holds each create-blog request from `hold()` until `release()`, as a slow server would. */
async function saveGate(page: Page) {
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  await page.route(
    (url) => url.pathname === '/create-blog',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return {
    hold() {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

/**
 * A title and a first sentence, Save Draft held at the gate, and more words typed while it is out (the request
 * sent, its answer not yet come).
 */
async function saveThenTypeOn(
  page: Page,
  save: { bodies: Sent[]; gate: Awaited<ReturnType<typeof saveGate>> },
  title: string,
  sent: string,
  more: string,
) {
  await editor.title(page).fill(title);
  await editor.focusLast(page);
  await page.keyboard.type(sent, { delay: 15 });
  save.gate.hold();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect.poll(() => save.bodies.length).toBe(1);
  await editor.focusLast(page);
  await page.keyboard.type(more, { delay: 15 });
}

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, request, 'admin');
});

test('a new post: words typed while Save Draft is out stay, and the next saves update that post', async ({
  page,
}) => {
  const bodies = createBlogBodies<Sent>(page);
  const gate = await saveGate(page);
  await editor.open(page);
  await saveThenTypeOn(
    page,
    { bodies, gate },
    'Typed on while saving',
    'First words.',
    ' And more.',
  );
  gate.release();

  // Saved as it was at the click; the editor goes on as that post, with the words typed since.
  await expect(page).toHaveURL(/\/editor\/[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  expect(bodies[0]?.id).toBeUndefined();
  expect(texts(bodies[0])).toEqual(['First words.']);
  await expect(editor.title(page)).toHaveValue('Typed on while saving');
  await expect(editor.blocks(page)).toHaveText(['First words. And more.']);
  // The same editor went on (docs/decisions/0059): nothing had to be restored.
  await expect(page.getByTestId('restored-notice')).toHaveCount(0);

  // Typed on during this save too: the editor stays where it is, caret and all.
  gate.hold();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect.poll(() => bodies.length).toBe(2);
  await editor.focusLast(page);
  await page.keyboard.type(' Still', { delay: 15 });
  gate.release();
  await expect(page.getByText('Saved 👍')).toBeVisible();
  await page.keyboard.type(' going.', { delay: 15 });
  await expect(editor.blocks(page)).toHaveText(['First words. And more. Still going.']);
  expect(bodies[1]).toMatchObject({ id, title: 'Typed on while saving' });
  expect(texts(bodies[1])).toEqual(['First words. And more.']);
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));

  // Leaving now asks: those words are not saved.
  await page.getByRole('link', { name: /home$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();

  // A save with nothing typed meanwhile opens the dashboard, as SPEC §2 says.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs\?tab=draft$/);
  expect(bodies).toHaveLength(3);
  expect(bodies[2]).toMatchObject({ id });
  expect(texts(bodies[2])).toEqual(['First words. And more. Still going.']);

  // The next new post opens empty: no words of this one come back there.
  await editor.open(page);
  await expect(editor.title(page)).toHaveValue('');
  await expect(page.getByTestId('restored-notice')).toHaveCount(0);
});

test('a writer who leaves while the save is out finds the words typed meanwhile with their post', async ({
  page,
}) => {
  const bodies = createBlogBodies<Sent>(page);
  const gate = await saveGate(page);
  await editor.open(page);
  await saveThenTypeOn(
    page,
    { bodies, gate },
    'Left while saving',
    'Sent words.',
    ' Unsent words.',
  );
  await page.getByRole('link', { name: /home$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);

  const answered = page.waitForResponse((response) => response.url().endsWith('/create-blog'));
  gate.release();
  await answered;

  // The new post opens empty; the post that was saved opens with the words typed after the click.
  await editor.open(page);
  await expect(editor.title(page)).toHaveValue('');
  await expect(page.getByTestId('restored-notice')).toHaveCount(0);
  await page.goto('/dashboard/blogs?tab=draft');
  await page.getByRole('link', { name: 'Edit “Left while saving”' }).click();
  await expect(editor.title(page)).toHaveValue('Left while saving');
  await expect(editor.blocks(page)).toHaveText(['Sent words. Unsent words.']);
  await expect(page.getByText(/We restored the changes you had not saved/)).toBeVisible();
});

/**
 * Left the same way, then the browser's Forward back to the editor before the save answers (decision 0065): the
 * editor drawn there holds the work and, once the save answers, goes on as the post it made. Saving again
 * updates that post instead of making a second one.
 */
test('Forward to a new post whose first save was out when the writer left: it goes on as that post', async ({
  page,
}) => {
  const bodies = createBlogBodies<Sent>(page);
  const gate = await saveGate(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Write', exact: true }).click();
  await expect(editor.holder(page)).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await saveThenTypeOn(
    page,
    { bodies, gate },
    'Left and come back',
    'Sent words.',
    ' Unsent words.',
  );
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goForward();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(editor.blocks(page)).toHaveText(['Sent words. Unsent words.']);
  // Nothing is saved from here while that save is out: it would make a second post.
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  const answered = page.waitForResponse((response) => response.url().endsWith('/create-blog'));
  gate.release();
  await answered;
  await expect(page).toHaveURL(/\/editor\/[^/]+$/);
  const postId = new URL(page.url()).pathname.split('/').pop();
  await expect(editor.blocks(page)).toHaveText(['Sent words. Unsent words.']);

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect.poll(() => bodies.length).toBe(2);
  expect(bodies[1]).toMatchObject({ id: postId, title: 'Left and come back' });
  expect(texts(bodies[1])).toEqual(['Sent words. Unsent words.']);
});

test('a new post published while the writer typed on in the form: its close stays with that post, and saving again updates it', async ({
  page,
}) => {
  const bodies = createBlogBodies<Sent>(page);
  const gate = await saveGate(page);
  await editor.open(page);
  await editor.uploadBanner(page);
  await editor.title(page).fill('Published, typed on');
  await editor.focusLast(page);
  await page.keyboard.type('Its first words.', { delay: 15 });
  await page.getByRole('button', { name: 'Publish' }).click();
  await editor.fillPublishForm(page, 'What it is about', ['writing']);
  const des = page.getByRole('textbox', { name: 'Short description about your blog' });

  gate.hold();
  await page.getByTestId('publish-form').getByRole('button', { name: 'Publish' }).click();
  await expect.poll(() => bodies.length).toBe(1);
  await des.press('End');
  await page.keyboard.type(', and more', { delay: 15 });
  gate.release();
  await expect(page.getByText('Published 👍')).toBeVisible();
  await expect(page).toHaveURL(/\/editor\/[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').pop();

  // Closing the form asks nothing (the words typed on stay in it) and stays with the post.
  await page.getByRole('button', { name: 'Close and go back to the editor' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
  await expect(page.getByTestId('publish-form')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByTestId('publish-form').getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs$/);
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toMatchObject({ id, title: 'Published, typed on' });
});

/**
 * A reload while a new post's first save is out (decision 0066): the server made the post, but its answer went
 * with the page. The work comes back as a new post; its next save finds that post and updates it, instead of
 * making a second one.
 */
test('a reload while a new post’s first save is out: the next save updates the post it made', async ({
  page,
}) => {
  const bodies = createBlogBodies<Sent>(page);
  let made = '';
  await page.route(
    (url) => url.pathname === '/create-blog',
    async (route) => {
      if ((route.request().postDataJSON() as Sent).id) return route.continue();
      // The server makes it; the page never hears.
      const response = await route.fetch();
      made = ((await response.json()) as { id: string }).id;
    },
  );
  await editor.open(page);
  await editor.title(page).fill('Saved, then reloaded');
  await editor.focusLast(page);
  await page.keyboard.type('Words sent once.', { delay: 15 });
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect.poll(() => made).not.toBe('');

  await page.reload();
  await expect(editor.title(page)).toHaveValue('Saved, then reloaded');
  await expect(editor.blocks(page)).toHaveText(['Words sent once.']);
  await editor.focusLast(page);
  await page.keyboard.type(' And after.', { delay: 15 });
  await page.getByRole('button', { name: 'Save Draft' }).click();

  await expect(page).toHaveURL(/\/dashboard\/blogs\?tab=draft$/);
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toMatchObject({ id: made, title: 'Saved, then reloaded' });
  expect(texts(bodies[1])).toEqual(['Words sent once. And after.']);
  await expect(page.getByRole('link', { name: 'Edit “Saved, then reloaded”' })).toHaveCount(1);
});
