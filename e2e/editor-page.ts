import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { pngFile } from './png';

/**
 * Driving the block editor as an author does (issue 14): Editor.js is exercised here, in Chromium, since it
 * does not run in jsdom. Blocks are chosen from the "/" menu, embeds are pasted, images chosen from disk.
 */
export const isCreateBlog = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/create-blog';

/** Every create-blog request the page sends from now on (Save Draft, Publish), in order. */
export function createBlogCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isCreateBlog(request)) calls.push(request);
  });
  return calls;
}

/** What each create-blog request from now on sent, as the server reads it. */
export function createBlogBodies<T>(page: Page): T[] {
  const bodies: T[] = [];
  page.on('request', (request) => {
    if (isCreateBlog(request)) bodies.push(request.postDataJSON() as T);
  });
  return bodies;
}

/** Holds the PUTs to the image storage until the answer is called. */
export async function holdUploads(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/mock-uploads/**', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  return release;
}

export const editor = {
  holder: (page: Page) => page.locator('.codex-editor'),

  /**
   * Holds Editor.js's code (the editor-tools chunk) until the returned function lets it through: the page as a
   * writer sees it while the editor downloads.
   */
  async holdCode(page: Page): Promise<() => void> {
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await page.route('**/assets/editor-tools-*.js', async (route) => {
      await held;
      await route.continue();
    });
    return arrive;
  },
  blocks: (page: Page) => page.locator('.codex-editor .ce-block'),

  /** The publish form's description and topics (each topic entered with Enter). */
  async fillPublishForm(page: Page, des: string, tags: string[]) {
    await page.getByRole('textbox', { name: 'Short description about your blog' }).fill(des);
    const topic = page.getByRole('textbox', { name: /^Topics/ });
    for (const tag of tags) {
      await topic.fill(tag);
      await topic.press('Enter');
    }
  },

  async open(page: Page, url = '/editor') {
    await page.goto(url);
    await expect(page.locator('.codex-editor')).toHaveCount(1);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  },

  async uploadBanner(page: Page, file = pngFile()) {
    await page
      .getByLabel(/(Upload|Change) the blog banner|Upload a blog banner/)
      .setInputFiles(file);
    await expect(page.getByText('Uploaded 👍')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Blog banner' })).toBeVisible();
  },

  title: (page: Page) => page.getByRole('textbox', { name: 'Blog Title' }),

  /** The last block's editable area, focused, with the caret at its end. */
  async focusLast(page: Page): Promise<Locator> {
    const last = page.locator('.codex-editor .ce-block [contenteditable="true"]').last();
    await last.click();
    await page.keyboard.press('End');
    return last;
  },

  /** Editor.js moves the caret after a key asynchronously: wait until it rests in an empty paragraph. */
  async expectEmptyParagraph(page: Page) {
    await expect(page.locator('.ce-paragraph[data-empty="true"]:focus')).toHaveCount(1);
  },

  /**
   * Types `text` and presses Enter, as a writer does, with no wait between: a key typed fast is never
   * dropped (issue 28 item 6; Editor.js's keys are bound to a new block at once: editorjs-adapter.ts).
   */
  async typeLine(page: Page, text: string) {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  },

  /** On an empty paragraph: "/" opens the block menu; the tool is picked by its name. */
  async insert(page: Page, tool: string) {
    await editor.expectEmptyParagraph(page);
    await page.keyboard.type('/');
    // The menu is driven by the keyboard, as a writer with hands on the keys does.
    await editor.menuTo(page, tool, 'the tools of the block menu');
    await page.keyboard.press('Enter');
    // Keys go to the menu until it has fully closed.
    await expect(page.locator('.ce-popover--opened')).toHaveCount(0);
  },

  /** The focused item of an open Editor.js menu (block menu, block settings). */
  menuFocus: (page: Page) => page.locator('.ce-popover-item--focused .ce-popover-item__title'),

  /**
   * In an open Editor.js menu, ↓ until `item` is the focused item. The menu may take a moment to listen to
   * keys: one press at a time, each waited for until the focus has moved, so a busy machine cannot make the
   * presses run past the item (and an arrow pressed too early is harmless, unlike Tab).
   */
  async menuTo(page: Page, item: string, what = 'the items of the menu') {
    const titles = page.locator('.ce-popover-item:visible .ce-popover-item__title');
    await expect(titles.first()).toBeVisible();
    const names = (await titles.allTextContents()).map((name) => name.trim());
    expect(names, what).toContain(item);
    const focused = editor.menuFocus(page);
    const current = async () =>
      (await focused.allTextContents()).map((name) => name.trim()).join('|');
    let now = await current();
    for (let step = 0; step <= names.length * 2 && now !== item; step++) {
      const before = now;
      await page.keyboard.press('ArrowDown');
      await expect
        .poll(current, { timeout: 2_000 })
        .not.toBe(before)
        .catch(() => undefined); // pressed before the menu listened: press again
      now = await current();
    }
    expect(now, `${item} is the focused item of the menu`).toBe(item);
  },

  /** Pastes text (a link to embed) into the focused block, as the clipboard would. */
  async paste(page: Page, text: string) {
    await page.evaluate((value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, text);
  },

  /** A new empty paragraph after the last block (Editor.js adds one on a click below the blocks). */
  async newParagraphAtEnd(page: Page) {
    // Editor.js acts on that click only with a collapsed caret somewhere in the editor.
    await editor.focusLast(page);
    const zone = page.locator('.codex-editor__redactor');
    const box = (await zone.boundingBox())!;
    await zone.click({ position: { x: 20, y: box.height - 10 } });
    await editor.expectEmptyParagraph(page);
  },

  /** Issue 17: the keyboard shortcuts sheet. */
  /**
   * Drags block `from` by its handle (the ⋮⋮ button) with the mouse and drops it on the `edge` of block `to`
   * (top or bottom, or a fraction of its height), as a writer does: the pointer passes by the block first,
   * so Editor.js brings its toolbar there.
   */
  async dragBlock(page: Page, from: number, to: number, edge: 'top' | 'bottom' | number) {
    const blocks = page.locator('.codex-editor .ce-block');
    const handle = page.locator('.codex-editor .ce-toolbar__settings-btn');
    // Editor.js moves its toolbar when the pointer comes to another block: pass by a neighbour first.
    const neighbour = blocks
      .nth(from ? from - 1 : from + 1)
      .locator('[contenteditable]')
      .first();
    if (await neighbour.count()) await neighbour.hover();
    await blocks.nth(from).locator('[contenteditable]').first().hover();
    await expect(handle).toBeVisible();
    await expect(handle).toHaveAttribute('draggable', 'true');
    const block = (await blocks.nth(from).boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await handle.boundingBox())!;
        return box.y + box.height / 2 > block.y && box.y + box.height / 2 < block.y + block.height;
      })
      .toBe(true);
    const grip = (await handle.boundingBox())!;
    const target = (await blocks.nth(to).boundingBox())!;
    const y =
      edge === 'top'
        ? target.y + 4
        : edge === 'bottom'
          ? target.y + target.height - 4
          : target.y + target.height * edge;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + 40, y, { steps: 8 });
    await expect(page.locator('.ce-block--drop-before, .ce-block--drop-after')).toHaveCount(1);
    await page.mouse.up();
    await expect(page.locator('.ce-block--drop-before, .ce-block--drop-after')).toHaveCount(0);
  },

  shortcutsSheet: (page: Page) => page.getByRole('dialog', { name: 'Keyboard shortcuts' }),

  /** On an empty paragraph: an image block from the block menu, with `file` chosen from disk. */
  async insertImage(page: Page, file = pngFile('photo.png')) {
    await editor.insert(page, 'Image');
    const chooser = page.waitForEvent('filechooser');
    const select = page.locator('.codex-editor').getByText('Select an Image').last();
    // The new block by its place: an image already in the post has a picture before this one has (an
    // earlier picture, found by `.last()`, would be there while this upload is still on its way).
    const index = await select.evaluate((element) => {
      const block = element.closest('.ce-block');
      return [...document.querySelectorAll('.codex-editor .ce-block')].indexOf(block as Element);
    });
    await select.click();
    await (await chooser).setFiles(file);
    const picture = page
      .locator('.codex-editor .ce-block')
      .nth(index)
      .locator('.image-tool__image-picture');
    await expect(picture).toHaveAttribute('src', /\/mock-uploads\//);
    return picture;
  },

  /** Issue 17: the image blocks' alt text fields, in order. */
  altText: (page: Page) =>
    page.locator('.codex-editor').getByRole('textbox', { name: /^Alt text/ }),
};
