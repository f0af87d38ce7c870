import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_BLOG_IDS } from '../src/mocks/seed/known-ids';
import { audit, report, setTheme, settle, THEMES } from './axe';
import { test, expect, loginAs, mock, DEMO, MOCK_URL } from './fixtures';
import { editor, createBlogBodies } from './editor-page';

/**
 * Issue 25 items 5 and 6, in Chromium through the real build: a code block with its language and a divider
 * written in the editor, published and read on the blog page (highlighted; the highlighter downloaded only
 * for a post with code); a block dragged to a new place with the mouse; the list's and the image's settings
 * the editor offers, each found on the published page.
 */

interface SavedBlock {
  type: string;
  data: Record<string, unknown>;
}
interface SavedBlog {
  title: string;
  draft: boolean;
  content: { blocks: SavedBlock[] };
}

const watchSaves = (page: Page) => createBlogBodies<SavedBlog>(page);

/** Every script the page downloads from now on, by file name. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const HIGHLIGHTER = /\/assets\/(highlighter|code-block)-/;

/** From the editor: the publish stage, then its form filled and sent. */
async function openPublish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preview' })).toBeVisible();
  return page.getByRole('region', { name: 'Content preview' });
}

async function publish(page: Page, des: string) {
  await page.getByRole('textbox', { name: 'Short description about your blog' }).fill(des);
  const topic = page.getByRole('textbox', { name: /^Topics/ });
  await topic.fill('code');
  await topic.press('Enter');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published 👍')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/blogs$/);
}

/**
 * Points at block `from` (Editor.js's toolbar comes to it, with the block's handle ⋮⋮), presses the handle and
 * moves the mouse to block `to`'s top or bottom edge, then lets go.
 */
test.use({ allowConsoleErrors: [/Failed to load resource/] });

test.describe('code, divider and drag (issue 25 item 5)', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('a code block in TypeScript and a divider: published, highlighted on the page, code kept as text', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const saves = watchSaves(page);
    const code = 'const tag = "<b>not bold</b>";\nif (a < b) run();';
    await editor.open(page);
    await editor.uploadBanner(page);
    await editor.title(page).fill('Code on the page');
    await editor.focusLast(page);
    await page.keyboard.type('Some code follows.');
    await page.keyboard.press('Enter');
    await editor.insert(page, 'Code');
    const language = page.locator('.codex-editor').getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('plaintext');
    await language.selectOption({ label: 'TypeScript' });
    const textarea = page.locator('.codex-editor').getByRole('textbox', { name: 'Code' });
    await textarea.click();
    await page.keyboard.type(code);
    await editor.newParagraphAtEnd(page);
    await editor.insert(page, 'Divider');
    await expect(page.locator('.codex-editor .ce-delimiter')).toHaveCount(1);
    await editor.newParagraphAtEnd(page);
    await page.keyboard.type('After the rule.');

    // The publish preview is the reader's renderer: the code and the rule are there too.
    const preview = await openPublish(page);
    await expect(preview.getByRole('figure', { name: 'TypeScript' }).locator('code')).toHaveText(
      code,
    );
    await expect(preview.getByRole('separator')).toHaveCount(1);
    await publish(page, 'A post with code.');

    const blocks = saves.at(-1)!.content.blocks;
    expect(blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'code',
      'delimiter',
      'paragraph',
    ]);
    expect(blocks[1].data).toEqual({ code, language: 'typescript' });
    expect(blocks[2].data).toEqual({});

    await page.getByRole('link', { name: 'Code on the page', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Code on the page' })).toBeVisible();
    // A first visit to the post: its code brings the highlighter.
    const scripts = watchScripts(page);
    await page.reload();
    const content = page.locator('.blog-content');
    const figure = content.getByRole('figure', { name: 'TypeScript' });
    await expect(figure.locator('code .hljs-keyword').first()).toHaveText('const');
    await expect(figure.locator('code .hljs-string').first()).toHaveText('"<b>not bold</b>"');
    await expect(figure.locator('code')).toHaveText(code);
    await expect(figure.locator('b')).toHaveCount(0);
    await expect(content.getByRole('separator')).toBeVisible();
    expect(scripts.filter((name) => HIGHLIGHTER.test(name))).toHaveLength(2);
  });

  test('in the code, Tab indents; Escape then Tab moves on (no keyboard trap)', async ({
    page,
  }) => {
    await editor.open(page);
    await editor.focusLast(page);
    await editor.insert(page, 'Code');
    const textarea = page.locator('.codex-editor').getByRole('textbox', { name: 'Code' });
    await expect(textarea).toBeFocused();
    await page.keyboard.type('if (x) {');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('y();');
    await expect(textarea).toHaveValue('if (x) {\n  y();');
    await expect(textarea).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(textarea).not.toBeFocused();
    await expect(textarea).toHaveValue('if (x) {\n  y();');
  });

  test('a post without code downloads no highlighter', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto(`/blog/${SEED_BLOG_IDS.everyBlock}`);
    await expect(page.locator('.blog-content p').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((name) => HIGHLIGHTER.test(name))).toEqual([]);
  });

  test('a block dragged by its handle with the mouse lands where it is dropped, and is saved there', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const saves = watchSaves(page);
    await editor.open(page);
    await editor.title(page).fill('Dragged blocks');
    await editor.focusLast(page);
    const paragraphs = page.locator('.codex-editor .ce-paragraph');
    await editor.typeLine(page, 'One');
    await editor.typeLine(page, 'Two');
    await page.keyboard.type('Three');
    await expect(paragraphs).toHaveText(['One', 'Two', 'Three']);

    // 'Three' to the top, then back below 'Two', then 'Two' above 'One'.
    await editor.dragBlock(page, 2, 0, 'top');
    await expect(paragraphs).toHaveText(['Three', 'One', 'Two']);
    await editor.dragBlock(page, 0, 2, 'bottom');
    await expect(paragraphs).toHaveText(['One', 'Two', 'Three']);
    await editor.dragBlock(page, 1, 0, 'top');
    await expect(paragraphs).toHaveText(['Two', 'One', 'Three']);

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect.poll(() => saves.length).toBe(1);
    expect(saves[0].content.blocks.map((block) => block.data.text)).toEqual([
      'Two',
      'One',
      'Three',
    ]);
  });
});

const titles = (settings: ReturnType<Page['locator']>) =>
  settings.locator('.ce-popover-item:visible .ce-popover-item__title');

test.describe('what the writer sets is what readers get (issue 25 item 6)', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('each list and image setting the editor offers is on the published page; no other is offered', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const saves = watchSaves(page);
    await editor.open(page);
    await editor.uploadBanner(page);
    await editor.title(page).fill('Settings end to end');
    await editor.focusLast(page);
    await editor.insert(page, 'Unordered List');
    await page.keyboard.type('Gather');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nested');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('Cook');

    // The list's settings (Ctrl+/ in the list): its two styles, no checklist, start number or counter style.
    const settingsByKeys = async (field = '.cdx-list__item-content') => {
      await page.locator(`.codex-editor ${field}`).last().click();
      await page.keyboard.press('Control+/');
      const opened = page.locator('.codex-editor .ce-popover--opened');
      await expect(opened.locator('[data-item-name="delete"]')).toBeVisible();
      return opened;
    };
    let settings = await settingsByKeys();
    const offered = (await titles(settings).allTextContents()).map((title) => title.trim());
    expect(offered).toEqual(expect.arrayContaining(['Unordered', 'Ordered']));
    for (const gone of ['Checklist', 'Start with', 'Counter type'])
      expect(offered).not.toContain(gone);
    await settings.getByText('Ordered', { exact: true }).click();
    await expect(page.locator('.codex-editor .cdx-list-ordered').first()).toBeVisible();
    await expect(page.locator('.codex-editor .cdx-list-unordered')).toHaveCount(0);
    // Once ordered, still no start number or counter style.
    settings = await settingsByKeys();
    const ordered = (await titles(settings).allTextContents()).map((title) => title.trim());
    for (const gone of ['Checklist', 'Start with', 'Counter type'])
      expect(ordered).not.toContain(gone);
    await page.keyboard.press('Escape');
    // Nested items are numbered from 1 at their level, as on the page (not '1.1.').
    const nested = page.locator('.codex-editor .cdx-list__item-children .cdx-list__item').first();
    expect(await nested.evaluate((item) => getComputedStyle(item, '::before').content)).toBe(
      'counter(item) "."',
    );

    await editor.newParagraphAtEnd(page);
    await editor.insertImage(page);
    settings = await settingsByKeys('.image-tool__caption');
    const tunes = (await titles(settings).allTextContents()).map((title) => title.trim());
    expect(tunes).toEqual(expect.arrayContaining(['With border', 'With background']));
    expect(tunes).not.toContain('Stretch image');
    await settings.getByText('With border', { exact: true }).click();
    await expect(page.locator('.codex-editor .image-tool--withBorder')).toHaveCount(1);
    settings = await settingsByKeys('.image-tool__caption');
    await settings.getByText('With background', { exact: true }).click();
    await expect(page.locator('.codex-editor .image-tool--withBackground')).toHaveCount(1);
    await page.keyboard.press('Escape');

    const preview = await openPublish(page);
    await expect(preview.locator('ol').first().locator(':scope > li')).toHaveCount(2);
    await expect(preview.locator('ol ol li')).toHaveText('Nested');
    await publish(page, 'Every setting the editor offers.');
    const [list, image] = saves.at(-1)!.content.blocks;
    expect(list.data).toMatchObject({ style: 'ordered', meta: {} });
    expect(image.data).toMatchObject({ withBorder: true, withBackground: true, stretched: false });

    await page.getByRole('link', { name: 'Settings end to end', exact: true }).click();
    const content = page.locator('.blog-content');
    await expect(content.locator('ol').first().locator(':scope > li')).toHaveCount(2);
    await expect(content.locator('ol ol li')).toHaveText('Nested');
    expect(
      await content.locator('ol ol').evaluate((ol) => getComputedStyle(ol).listStyleType),
    ).toBe('decimal');
    const frame = content.locator('figure img').locator('..');
    const drawn = await frame.evaluate((box) => {
      const style = getComputedStyle(box);
      return {
        border: style.borderTopWidth,
        background: style.backgroundColor,
        padding: style.paddingTop,
      };
    });
    expect(drawn).toEqual({ border: '1px', background: 'rgb(244, 244, 246)', padding: '16px' });
  });
});

const CODE_BLOCKS: unknown[] = [
  { type: 'paragraph', data: { text: 'Before the code.' } },
  {
    type: 'code',
    data: {
      language: 'typescript',
      code: '// Greets\nexport function greet(name: string): string {\n  return `Hello, ${name}` + 42;\n}',
    },
  },
  { type: 'delimiter', data: {} },
  { type: 'code', data: { language: 'plaintext', code: `a long line ${'x'.repeat(400)}` } },
  { type: 'paragraph', data: { text: 'After the code.' } },
];

/** A published blog of the admin's with code (a language, and plain text with a long line) and a divider. */
async function createCodeBlog(
  request: APIRequestContext,
  title = 'Code in both themes',
  blocks: unknown[] = CODE_BLOCKS,
): Promise<string> {
  const signIn = await request.post(`${MOCK_URL}/signin`, { data: DEMO.admin });
  const admin = (await signIn.json()) as { access_token: string };
  const { blogs } = await mock.api<{ blogs: { banner: string }[] }>(request, '/latest-blogs', {
    page: 1,
  });
  const created = await request.post(`${MOCK_URL}/create-blog`, {
    headers: { Authorization: `Bearer ${admin.access_token}` },
    data: {
      title,
      des: 'Highlighted code, plain code and a divider.',
      banner: blogs[0]!.banner,
      content: {
        time: Date.now(),
        version: '2.31.7',
        blocks,
      },
      tags: ['code'],
      draft: false,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { id: string }).id;
}

test('a block from another client is kept in its place through an edit and a save, and shows nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = { type: 'table', data: { withHeadings: false, content: [['a', 'b']] } };
  await loginAs(page, request, 'admin');
  const id = await createCodeBlog(request, 'Another client wrote this', [
    { type: 'paragraph', data: { text: 'First.' } },
    table,
    { type: 'paragraph', data: { text: 'Last.' } },
  ]);
  await page.goto(`/blog/${id}`);
  await expect(page.locator('.blog-content p')).toHaveText(['First.', 'Last.']);
  await expect(page.locator('.blog-content')).not.toContainText('a b');

  const saves = watchSaves(page);
  await editor.open(page, `/editor/${id}`);
  await page.locator('.codex-editor .ce-paragraph').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Edited.');
  await openPublish(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published 👍')).toBeVisible();
  const blocks = saves.at(-1)!.content.blocks;
  expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'table', 'paragraph']);
  expect(blocks[1].data).toEqual(table.data);
  expect(blocks[2].data.text).toBe('Last. Edited.');
});

for (const theme of THEMES) {
  test(`axe, ${theme} theme: highlighted code on the page, the code block's language choice in the editor`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await setTheme(page, theme);
    await loginAs(page, request, 'admin');
    const id = await createCodeBlog(request);
    const found: string[] = [];
    await page.goto(`/blog/${id}`);
    await settle(page);
    await expect(page.locator('.blog-content .hljs-keyword').first()).toBeVisible();
    await audit(page, `${theme} /blog/:id [code]`, found);
    await page.goto(`/editor/${id}`);
    await settle(page);
    await expect(
      page.locator('.codex-editor').getByRole('combobox', { name: 'Language' }).first(),
    ).toHaveValue('typescript');
    await audit(page, `${theme} /editor/:id [code]`, found);
    expect(found, report(found)).toEqual([]);
  });
}
