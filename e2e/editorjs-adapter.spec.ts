import type { Page } from '@playwright/test';
import { createBlogBodies, editor, holdUploads } from './editor-page';
import { expect, loginAs, test } from './fixtures';
import { makePng } from './png';

/**
 * Issue 28 item 8: every reach into Editor.js and its tools beyond their public API lives in
 * src/features/editor/editorjs-adapter.ts. Each has a test here, in real Chromium, named by the release it was
 * written against (WRITTEN_FOR there), that fails when an upgrade changes what it relies on. Other specs use
 * the same reaches in passing; these check each one on purpose, with nothing else in the way.
 */

interface Sent {
  content: { blocks: { type: string; data: Record<string, unknown> }[] };
}

async function saveDraft(page: Page, bodies: Sent[]) {
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect.poll(() => bodies.length).toBe(1);
  return bodies[0]!.content.blocks;
}

async function pasteImage(page: Page) {
  await page.evaluate(
    (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    [...makePng(16, 9)],
  );
}

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, request, 'admin');
  await editor.open(page);
  await editor.title(page).fill('The adapter');
  await editor.focusLast(page);
});

test("@editorjs/editorjs 2.31.7: 'block changed' names each block added, changed, moved and removed, at once", async ({
  page,
}) => {
  const bodies = createBlogBodies<Sent>(page);
  // No wait anywhere: what Save Draft sends is the document kept from those events alone.
  await page.keyboard.type('One');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Two');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Three');
  await page.keyboard.press('Control+/');
  await editor.menuTo(page, 'Move up', 'the block settings');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(editor.blocks(page)).toHaveText(['One', 'Three', 'Two']);
  const blocks = await saveDraft(page, bodies);
  expect(blocks.map((block) => block.data.text)).toEqual(['One', 'Three', 'Two']);
});

test('@editorjs/editorjs 2.31.7: a new block listens to its keys before the next key (its idle work run first)', async ({
  page,
}) => {
  // A heading made by its shortcut, typed into and left with Enter in one burst: Enter must make a new block,
  // not a line break inside the heading (the block's keys are bound in Editor.js's deferred work).
  await page.keyboard.type('## Heading\rAfter it');
  await expect(editor.blocks(page)).toHaveText(['Heading', 'After it']);
  await expect(page.locator('.codex-editor h2.ce-header br')).toHaveCount(0);
});

test("@editorjs/editorjs 2.31.7: the blocks' data-id, menus' classes and the drag handle", async ({
  page,
}) => {
  await page.keyboard.type('One');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Two');
  const ids = await page
    .locator('.codex-editor .ce-block')
    .evaluateAll((blocks) => blocks.map((block) => (block as HTMLElement).dataset.id ?? ''));
  expect(ids.every((id) => /^[\w-]{4,}$/.test(id))).toBe(true);
  // The block menu, opened with '/', is the open popover; Shift+Tab (forged as ↑) moves back in it.
  await page.keyboard.press('Enter');
  await page.keyboard.type('/');
  await expect(page.locator('.ce-popover--opened:not(.ce-popover--inline)')).toHaveCount(1);
  const focused = editor.menuFocus(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = (await focused.textContent()) ?? '';
  await page.keyboard.press('Shift+Tab');
  await expect(focused).not.toHaveText(second);
  await page.keyboard.press('Escape');
  // The settings button is the drag handle.
  await editor.dragBlock(page, 1, 0, 'top');
  await expect(editor.blocks(page).first()).toHaveText('Two');
});

test('@editorjs/editorjs 2.31.7 and @editorjs/paragraph 2.11.7: blocks are styled by the edges of their list, not their place in it', async ({
  page,
}) => {
  // Their rules by place (`:first-of-type`, `:only-of-type`) are rewritten, and what they did still holds.
  const selectors = await page.evaluate(() => {
    const found: string[] = [];
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSStyleRule && rule.selectorText.includes('.ce-block:'))
          found.push(rule.selectorText);
    return found;
  });
  expect(selectors.filter((selector) => /\.ce-block:(first|only)-of-type/.test(selector))).toEqual(
    [],
  );
  // Editor.js's first-block margin and placeholder, and the paragraph tool's placeholder.
  expect(selectors.filter((selector) => selector === '.ce-block:first-child')).toHaveLength(1);
  expect(
    selectors.filter((selector) => selector.includes('.ce-block:first-child:last-child')),
  ).toHaveLength(2);

  const placeholder = (index: number) =>
    editor
      .blocks(page)
      .nth(index)
      .locator('.ce-paragraph')
      .evaluate((element) => getComputedStyle(element, '::before').content);
  // A lone empty paragraph says what to do; with a second block, an empty one says it only with the caret.
  await expect.poll(() => placeholder(0)).toContain('write');
  await page.keyboard.type('One');
  await page.keyboard.press('Enter');
  await expect(editor.blocks(page)).toHaveCount(2);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => placeholder(1)).toBe('none');
  await expect(editor.blocks(page).first()).toHaveCSS('margin-top', '0px');
});

test('@editorjs/editorjs 2.31.7: its wrapper and redactor say at once that they are themselves, and the caret block follows the caret', async ({
  page,
}) => {
  await page.keyboard.type('One\rTwo\rThree');
  await expect(editor.blocks(page)).toHaveText(['One', 'Two', 'Three']);
  const answers = await page.evaluate(() =>
    ['.codex-editor', '.codex-editor__redactor'].map((selector) => {
      const element = document.querySelector(selector)!;
      return {
        own: Object.prototype.hasOwnProperty.call(element, 'isEqualNode'),
        itself: element.isEqualNode(element),
        // Any other node is compared as the DOM compares it.
        clone: element.isEqualNode(element.cloneNode(true)),
        other: element.isEqualNode(document.body),
      };
    }),
  );
  expect(answers).toEqual([
    { own: true, itself: true, clone: true, other: false },
    { own: true, itself: true, clone: true, other: false },
  ]);
  // What Editor.js asks it for: the block the caret is in is its current block, where its toolbar stands.
  const second = editor.blocks(page).nth(1);
  await second.locator('.ce-paragraph').click();
  const plus = page.locator('.ce-toolbar__plus');
  await expect(plus).toBeVisible();
  const [block, button] = [await second.boundingBox(), await plus.boundingBox()];
  expect(button!.y + button!.height / 2).toBeGreaterThan(block!.y);
  expect(button!.y + button!.height / 2).toBeLessThan(block!.y + block!.height);
  await page.keyboard.type(' more');
  await expect(second).toHaveText('Two more');
});

test('@editorjs/image 2.10.3: its preloader, its failure handler, and a redrawn block filled from the upload', async ({
  page,
}) => {
  const release = await holdUploads(page);
  await pasteImage(page);
  await expect(page.locator('.codex-editor .image-tool--uploading')).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(page.locator('.codex-editor .image-tool')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  // Drawn anew while its upload runs: the preloader shows, and the picture comes when it is stored.
  await expect(page.locator('.codex-editor .image-tool--uploading')).toHaveCount(1);
  release();
  await expect(page.locator('.codex-editor .image-tool__image-picture')).toHaveAttribute(
    'src',
    /\/mock-uploads\//,
  );
});

test.describe('@editorjs/image 2.10.3: a refused upload', () => {
  test.use({
    allowConsoleErrors: [
      /^console: Failed to load resource: the server responded with a status of 403/,
    ],
  });

  test('goes through our failure handler, which says why and takes the block away', async ({
    page,
  }) => {
    await page.route('**/mock-uploads/**', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 403, body: '' })
        : route.continue(),
    );
    await pasteImage(page);
    await expect(page.getByText(/^Couldn’t upload image\. Please try another\./)).toBeVisible();
    await expect(page.locator('.codex-editor .image-tool')).toHaveCount(0);
    await expect(page.locator('.cdx-notifies')).toHaveCount(0);
  });
});

test('@editorjs/code 2.9.4: its Tab handler indents, and lets go after Escape', async ({
  page,
}) => {
  await page.keyboard.type('```');
  const code = page.getByRole('textbox', { name: 'Code' });
  await expect(code).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('x');
  await expect(code).toHaveValue(/^\s+x$/);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(code).not.toBeFocused();
});

test('@editorjs/list 2.0.9: its settings, translated through its API, offer Unordered and Ordered only', async ({
  page,
}) => {
  await page.keyboard.type('- Item');
  await page.keyboard.press('Control+/');
  const titles = await page
    .locator('.ce-popover--opened .ce-popover-item__title')
    .allTextContents();
  expect(titles).toEqual(expect.arrayContaining(['Unordered', 'Ordered']));
  expect(titles).not.toContain('Checklist');
});

test('@editorjs/quote 2.7.6: its text field takes Enter as a line break', async ({ page }) => {
  await page.keyboard.type('> First line\rSecond line');
  await expect(page.locator('.codex-editor .cdx-quote__text')).toHaveJSProperty(
    'innerHTML',
    'First line<br>Second line',
  );
});

test('@editorjs/embed 2.7.7: its preview frame loads from youtube-nocookie.com, sandboxed as on the page', async ({
  page,
}) => {
  await editor.paste(page, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  const frame = page.locator('.codex-editor .embed-tool__content');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  // The blog page's sandbox (src/components/blocks/embed-url.ts EMBED_SANDBOX).
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-popups allow-presentation',
  );
});
