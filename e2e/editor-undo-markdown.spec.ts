import type { Page, Request } from '@playwright/test';
import { editor, createBlogCalls } from './editor-page';
import { test, expect, loginAs } from './fixtures';
import { pngFile } from './png';

/**
 * Issue 25 items 1, 2 and 8's undo, and issue 28 item 2: undo and redo across the whole document with the
 * keys a writer presses (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y), for typing, new and deleted blocks, moves, pastes and
 * images; markdown shortcuts while typing, each one undo step. The keys are pressed as a writer presses them,
 * with no wait for the editor between: what the editor shows is asserted, and what Save Draft sends.
 */

interface SentBlock {
  type: string;
  data: { text?: string; level?: number; style?: string; file?: { url: string } };
}

/** Save Draft, and the blocks the server received. */
async function saveDraft(page: Page, calls: Request[]): Promise<SentBlock[]> {
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs\?tab=draft$/);
  expect(calls).toHaveLength(1);
  return (calls[0]!.postDataJSON() as { content: { blocks: SentBlock[] } }).content.blocks;
}

const texts = (page: Page) => editor.blocks(page);

async function undo(page: Page, times = 1) {
  for (let n = 0; n < times; n++) await page.keyboard.press('Control+z');
}

const shown = async (page: Page) =>
  (await texts(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

/**
 * Presses `key` until the blocks show `expected`. Typing is read as steps at its pauses, and a busy machine
 * may pause a test's typing mid-word: each step on the way must be a part of what was typed (`typed`, block
 * by block), and each press must change what is shown.
 */
async function stepTo(page: Page, key: string, expected: string[], typed: string[]) {
  for (let press = 0; press < 8; press++) {
    const before = await shown(page);
    if (before.join('\n') === expected.join('\n')) return;
    await page.keyboard.press(key);
    await expect.poll(() => shown(page)).not.toEqual(before);
    const now = await shown(page);
    expect(now.length, `${now.join(' | ')} is part of the typing`).toBeLessThanOrEqual(
      typed.length,
    );
    for (const [index, text] of now.entries()) expect(typed[index]).toContain(text);
  }
  await expect(texts(page)).toHaveText(expected);
}

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, request, 'admin');
});

test('typing and new blocks are undone and redone across the document; Save Draft sends the redone text', async ({
  page,
}) => {
  const calls = createBlogCalls(page);
  await editor.open(page);
  await editor.title(page).fill('Undo across blocks');
  await editor.focusLast(page);
  await page.keyboard.type('First paragraph.');
  await expect(texts(page)).toHaveText(['First paragraph.']);
  await page.keyboard.press('Enter');
  await editor.expectEmptyParagraph(page);
  await page.keyboard.type('Second one.');
  await expect(texts(page)).toHaveText(['First paragraph.', 'Second one.']);

  const typed = ['First paragraph.', 'Second one.'];

  // Back through the second line's typing to the empty new line: a new line is a step of its own.
  await stepTo(page, 'Control+z', ['First paragraph.', ''], typed);
  await undo(page);
  await expect(texts(page)).toHaveText(['First paragraph.']);
  await stepTo(page, 'Control+z', [''], typed);
  // Loading was not a step: nothing more to undo, and the title is not the editor's.
  await undo(page);
  await expect(texts(page)).toHaveText(['']);
  await expect(editor.title(page)).toHaveValue('Undo across blocks');

  await stepTo(page, 'Control+Shift+z', ['First paragraph.'], typed);
  await page.keyboard.press('Control+y');
  await expect(texts(page)).toHaveText(['First paragraph.', '']);
  await stepTo(page, 'Control+Shift+z', ['First paragraph.', 'Second one.'], typed);
  // The caret is back in the text: typing goes on there.
  await page.keyboard.type(' More.');
  await expect(texts(page)).toHaveText(['First paragraph.', 'Second one. More.']);

  const sent = await saveDraft(page, calls);
  expect(sent.map((block) => block.data.text)).toEqual(['First paragraph.', 'Second one. More.']);
});

test('Ctrl+Z right after deleting a block from its settings brings back exactly that block (item 8)', async ({
  page,
}) => {
  const calls = createBlogCalls(page);
  await editor.open(page);
  await editor.title(page).fill('Deleted and back');
  await editor.focusLast(page);
  for (const [index, text] of ['One', 'Two', 'Three'].entries()) {
    if (index) {
      await page.keyboard.press('Enter');
      await editor.expectEmptyParagraph(page);
    }
    await page.keyboard.type(text);
  }
  await expect(texts(page)).toHaveText(['One', 'Two', 'Three']);
  await texts(page).nth(1).locator('[contenteditable]').click();
  await page.keyboard.press('Control+/');
  await editor.menuTo(page, 'Delete', 'the block settings');
  await page.keyboard.press('Enter');
  // Editor.js asks to confirm: Enter again.
  await page.keyboard.press('Enter');
  await expect(texts(page)).toHaveText(['One', 'Three']);

  await undo(page);
  await expect(texts(page)).toHaveText(['One', 'Two', 'Three']);
  const sent = await saveDraft(page, calls);
  expect(sent.map((block) => block.data.text)).toEqual(['One', 'Two', 'Three']);
});

/** Types `lines`, each in a block of its own, from the editor's last block. */
async function typeBlocks(page: Page, lines: string[]) {
  await editor.focusLast(page);
  for (const [index, text] of lines.entries()) {
    if (index) {
      await page.keyboard.press('Enter');
      await editor.expectEmptyParagraph(page);
    }
    await page.keyboard.type(text);
  }
  await expect(texts(page)).toHaveText(lines);
}

/** Block settings of the block holding `text`, opened with Ctrl+/, and `item` chosen with the keys. */
async function blockSetting(page: Page, text: string, item: string) {
  await texts(page).filter({ hasText: text }).locator('[contenteditable]').click();
  await page.keyboard.press('Control+/');
  await editor.menuTo(page, item, 'the block settings');
  await page.keyboard.press('Enter');
}

test('a move is undone and redone', async ({ page }) => {
  const calls = createBlogCalls(page);
  await editor.open(page);
  await editor.title(page).fill('Moved');
  await typeBlocks(page, ['Alpha', 'Beta']);
  await blockSetting(page, 'Beta', 'Move up');
  await expect(texts(page)).toHaveText(['Beta', 'Alpha']);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ce-popover--opened')).toHaveCount(0);
  await undo(page);
  await expect(texts(page)).toHaveText(['Alpha', 'Beta']);
  await page.keyboard.press('Control+Shift+z');
  await expect(texts(page)).toHaveText(['Beta', 'Alpha']);
  const sent = await saveDraft(page, calls);
  expect(sent.map((block) => block.data.text)).toEqual(['Beta', 'Alpha']);
});

test('a paste is one step: undone and redone whole', async ({ page }) => {
  const calls = createBlogCalls(page);
  await editor.open(page);
  await editor.title(page).fill('Pasted');
  await typeBlocks(page, ['Intro']);
  await page.keyboard.press('Enter');
  await editor.expectEmptyParagraph(page);
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>Pasted one</p><p>Pasted <b>two</b></p>');
    data.setData('text/plain', 'Pasted one\n\nPasted two');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(texts(page)).toHaveText(['Intro', 'Pasted one', 'Pasted two']);
  await undo(page);
  await expect(texts(page)).toHaveText(['Intro', '']);
  await page.keyboard.press('Control+y');
  await expect(texts(page)).toHaveText(['Intro', 'Pasted one', 'Pasted two']);
  await expect(texts(page).nth(2).locator('b')).toHaveText('two');
  const sent = await saveDraft(page, calls);
  expect(sent.map((block) => block.data.text)).toEqual([
    'Intro',
    'Pasted one',
    'Pasted <b>two</b>',
  ]);
});

test('an inserted image is undone, and redone with its picture (editorjs-undo #289)', async ({
  page,
}) => {
  const calls = createBlogCalls(page);
  await editor.open(page);
  await editor.title(page).fill('With a picture');
  await typeBlocks(page, ['Words first.']);
  await page.keyboard.press('Enter');
  const picture = await editor.insertImage(page, pngFile('harbour.png'));
  const src = await picture.getAttribute('src');

  await undo(page);
  await expect(page.locator('.codex-editor .image-tool')).toHaveCount(0);
  await expect(texts(page).first()).toHaveText('Words first.');
  await page.keyboard.press('Control+Shift+z');
  await expect(page.locator('.codex-editor .image-tool__image-picture')).toHaveAttribute(
    'src',
    src!,
  );
  await expect(texts(page)).toHaveCount(2);
  const sent = await saveDraft(page, calls);
  expect(sent.map((block) => block.type)).toEqual(['paragraph', 'image']);
  expect(sent[1]?.data.file?.url).toBe(src);
});

test('a restored local draft is not an undo step', async ({ page }) => {
  await editor.open(page);
  await editor.title(page).fill('Kept');
  await typeBlocks(page, ['Kept text.']);
  await page.reload();
  await expect(page.getByText(/We restored/)).toBeVisible();
  await expect(texts(page)).toHaveText(['Kept text.']);
  await editor.focusLast(page);
  await undo(page);
  await page.keyboard.type('!');
  await expect(texts(page)).toHaveText(['Kept text.!']);
});

test.describe('markdown shortcuts', () => {
  test('at the start of an empty paragraph they make headings, lists and quotes', async ({
    page,
  }) => {
    const calls = createBlogCalls(page);
    await editor.open(page);
    await editor.title(page).fill('Markdown');
    const cases = [
      ['## ', 'Level two', 'h2.ce-header'],
      ['### ', 'Level three', 'h3.ce-header'],
      ['- ', 'Dashed bullet', 'ul.cdx-list'],
      ['* ', 'Starred bullet', 'ul.cdx-list'],
      ['1. ', 'Numbered', 'ol.cdx-list'],
      ['> ', 'Quoted', '.cdx-quote'],
    ] as const;
    for (const [index, [marker, words, selector]] of cases.entries()) {
      if (index) await editor.newParagraphAtEnd(page);
      else await editor.focusLast(page);
      await page.keyboard.type(marker);
      await expect(texts(page).nth(index).locator(selector)).toHaveCount(1);
      await page.keyboard.type(words);
      await expect(texts(page).nth(index)).toHaveText(words);
    }
    const sent = await saveDraft(page, calls);
    expect(sent.map((block) => [block.type, block.data.level ?? block.data.style ?? ''])).toEqual([
      ['header', 2],
      ['header', 3],
      ['list', 'unordered'],
      ['list', 'unordered'],
      ['list', 'ordered'],
      ['quote', ''],
    ]);
  });

  test('``` makes a code block and --- a divider, each undone to the typed characters', async ({
    page,
  }) => {
    const calls = createBlogCalls(page);
    await editor.open(page);
    await editor.title(page).fill('Code and a divider');
    await typeBlocks(page, ['Before the code.']);
    await page.keyboard.press('Enter');
    await editor.expectEmptyParagraph(page);
    await page.keyboard.type('```');
    const code = page.getByRole('textbox', { name: 'Code' });
    await expect(code).toBeFocused();
    await undo(page);
    await expect(code).toHaveCount(0);
    await expect(texts(page)).toHaveText(['Before the code.', '```']);
    await page.keyboard.press('Control+Shift+z');
    await expect(code).toBeFocused();
    await page.keyboard.type('const a = 1 < 2;');
    // In the code's own text, Ctrl+Z and Ctrl+Shift+Z are the textarea's: the block stays.
    await undo(page);
    await expect(code).not.toHaveValue('const a = 1 < 2;');
    await page.keyboard.press('Control+Shift+z');
    await expect(code).toHaveValue('const a = 1 < 2;');

    await editor.newParagraphAtEnd(page);
    await page.keyboard.type('---');
    await expect(page.locator('.codex-editor .ce-delimiter')).toHaveCount(1);
    // The writer goes on below the divider.
    await editor.expectEmptyParagraph(page);
    await undo(page);
    await expect(page.locator('.codex-editor .ce-delimiter')).toHaveCount(0);
    await expect(texts(page).last()).toHaveText('---');
    await page.keyboard.press('Control+y');
    await expect(page.locator('.codex-editor .ce-delimiter')).toHaveCount(1);
    await editor.focusLast(page);
    await page.keyboard.type('After the divider.');

    const sent = await saveDraft(page, calls);
    expect(sent.map((block) => block.type)).toEqual([
      'paragraph',
      'code',
      'delimiter',
      'paragraph',
    ]);
    expect((sent[1]?.data as { code?: string }).code).toBe('const a = 1 < 2;');
    expect(sent[3]?.data.text).toBe('After the divider.');
  });

  test('a conversion is one undo step: Ctrl+Z gives the typed characters back', async ({
    page,
  }) => {
    await editor.open(page);
    await editor.focusLast(page);
    await page.keyboard.type('## ');
    await expect(texts(page).locator('h2.ce-header')).toHaveCount(1);
    await undo(page);
    await expect(texts(page).locator('h2')).toHaveCount(0);
    await expect(texts(page)).toHaveText(['## ']);
    await page.keyboard.press('Control+Shift+z');
    await expect(texts(page).locator('h2.ce-header')).toHaveCount(1);
    await page.keyboard.type('Back again');
    await expect(texts(page).locator('h2.ce-header')).toHaveText('Back again');
  });

  test('inline marks are made as they are closed, and typing goes on after them', async ({
    page,
  }) => {
    const calls = createBlogCalls(page);
    await editor.open(page);
    await editor.title(page).fill('Inline');
    await editor.focusLast(page);
    await page.keyboard.type(
      'Some **bold** and _italic_ and `code` and ==marked== text, snake_case_kept.',
    );
    const block = texts(page).first();
    await expect(block).toHaveText(
      'Some bold and italic and code and marked text, snake_case_kept.',
    );
    await expect(block.locator('b')).toHaveText('bold');
    await expect(block.locator('i')).toHaveText('italic');
    await expect(block.locator('code.inline-code')).toHaveText('code');
    await expect(block.locator('mark.cdx-marker')).toHaveText('marked');

    await page.keyboard.press('Enter');
    await editor.expectEmptyParagraph(page);
    await page.keyboard.type('Now **strong**');
    await expect(texts(page).nth(1).locator('b')).toHaveText('strong');
    await undo(page);
    await expect(texts(page).nth(1)).toHaveText('Now **strong**');
    await expect(texts(page).nth(1).locator('b')).toHaveCount(0);
    await page.keyboard.press('Control+y');
    await expect(texts(page).nth(1).locator('b')).toHaveText('strong');

    const sent = await saveDraft(page, calls);
    expect(sent.map((sentBlock) => sentBlock.data.text)).toEqual([
      'Some <b>bold</b> and <i>italic</i> and <code class="inline-code">code</code> and <mark class="cdx-marker">marked</mark> text, snake_case_kept.',
      'Now <b>strong</b>',
    ]);
  });
});
