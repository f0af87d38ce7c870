import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { editor, createBlogCalls, holdUploads } from './editor-page';
import { test, expect, loginAs, INERT_HANDLER_CSP_REPORT } from './fixtures';
import { makePng } from './png';

/**
 * Issue 25 items 3 and 4 in Chromium, through the built app: real paste ClipboardEvents (and a drop) whose
 * DataTransfer holds what Google Docs, Word, a web page and a Markdown editor put on the clipboard (the
 * recorded fixtures in tests/fixtures/clipboard/), or an image file. The blocks shown, and what Save Draft
 * sends, are checked. The conversion itself, case by case: tests/features/editor/paste-cleaner.test.ts.
 */

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../tests/fixtures/clipboard', name), 'utf8');

interface Clip {
  html?: string;
  text?: string;
  /** An image file: its name, type and bytes. */
  file?: { name: string; type: string; bytes: number[] };
}

/** A paste (or a drop) on the focused block, as the browser sends it. */
async function dispatch(page: Page, kind: 'paste' | 'drop', clip: Clip) {
  await page.evaluate(
    ({ kind, clip }) => {
      const data = new DataTransfer();
      if (clip.html) data.setData('text/html', clip.html);
      if (clip.text) data.setData('text/plain', clip.text);
      if (clip.file)
        data.items.add(
          new File([new Uint8Array(clip.file.bytes)], clip.file.name, { type: clip.file.type }),
        );
      const target = document.activeElement ?? document.body;
      if (kind === 'paste') {
        target.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
        return;
      }
      for (const type of ['dragenter', 'dragover', 'drop'])
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
        );
    },
    { kind, clip },
  );
}

interface SavedBlock {
  type: string;
  data: Record<string, unknown>;
}

/** Save Draft, and the blocks the server received. */
async function saveDraft(page: Page, calls: Request[]): Promise<SavedBlock[]> {
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs\?tab=draft$/);
  expect(calls).toHaveLength(1);
  return (calls[0]!.postDataJSON() as { content: { blocks: SavedBlock[] } }).content.blocks;
}

/** A list block's items as text, nested. */
type Items = (string | Items)[];
function listItems(items: unknown): Items {
  return (items as { content: string; items?: unknown[] }[]).flatMap((item) => {
    const nested = item.items?.length ? [listItems(item.items)] : [];
    return [item.content, ...nested];
  });
}

async function startPost(page: Page, title: string) {
  await editor.open(page);
  await editor.title(page).fill(title);
  await editor.focusLast(page);
  await editor.expectEmptyParagraph(page);
}

const area = (page: Page) => page.locator('.codex-editor');

/** How every stored link is written (src/lib/sanitize.ts). */
const REL = 'target="_blank" rel="noopener noreferrer nofollow ugc"';

test.beforeEach(async ({ page, request }) => {
  await loginAs(page, request, 'admin');
});

test('Google Docs: headings, bold spans, italics, links, code and nested lists; no styles', async ({
  page,
}) => {
  const calls = createBlogCalls(page);
  await startPost(page, 'From Google Docs');
  await dispatch(page, 'paste', {
    html: fixture('google-docs.html'),
    text: fixture('google-docs.txt'),
  });

  await expect(area(page).locator('h2.ce-header')).toHaveText([
    'A harbour at dawn',
    'What to bring',
  ]);
  await expect(area(page).locator('h3.ce-header')).toHaveText('Small print');
  const paragraph = area(page).locator('.ce-paragraph').first();
  await expect(paragraph.locator('b')).toHaveText('before the sun');
  await expect(paragraph.locator('i')).toHaveText('already');
  await expect(paragraph.getByRole('link', { name: 'the tide table' })).toHaveAttribute(
    'href',
    'https://example.com/tides',
  );
  await expect(paragraph.locator('code.inline-code')).toHaveText('tide --today');
  // The document's wrapper <b style="font-weight:normal"> is not bold.
  await expect(area(page).locator('.ce-block b')).toHaveText(['before the sun', 'Coffee']);
  await expect(area(page).locator('[style*="font"], span:not([class])')).toHaveCount(0);

  const blocks = await saveDraft(page, calls);
  expect(blocks.map((block) => block.type)).toEqual([
    'header',
    'paragraph',
    'header',
    'list',
    'header',
    'list',
  ]);
  expect(blocks.map((block) => block.data.level).filter(Boolean)).toEqual([2, 2, 3]);
  expect(blocks[1]?.data.text).toBe(
    `The boats come in <b>before the sun</b>, and the gulls are <i>already</i> there. Read <a href="https://example.com/tides" ${REL}>the tide table</a> and run <code class="inline-code">tide --today</code>.`,
  );
  expect(blocks[3]?.data.style).toBe('unordered');
  expect(listItems(blocks[3]?.data.items)).toEqual([
    'A warm coat',
    ['with a hood'],
    '<b>Coffee</b>',
  ]);
  expect(blocks[5]?.data.style).toBe('ordered');
  expect(listItems(blocks[5]?.data.items)).toEqual(['Check the weather', 'Tell someone']);
  expect(JSON.stringify(blocks)).not.toMatch(/style=|font-|docs-internal|<span/);
});

test('Word: its list paragraphs become real lists, its quote a quote, its markup is gone', async ({
  page,
}) => {
  const calls = createBlogCalls(page);
  await startPost(page, 'From Word');
  await dispatch(page, 'paste', { html: fixture('word.html'), text: fixture('word.txt') });

  await expect(area(page).locator('.cdx-quote__text')).toHaveText(
    'A boat is safe in harbour, but that is not what boats are for.',
  );
  await expect(area(page)).not.toContainText('·');
  const blocks = await saveDraft(page, calls);
  expect(blocks.map((block) => block.type)).toEqual([
    'header',
    'paragraph',
    'header',
    'list',
    'paragraph',
    'list',
    'quote',
  ]);
  expect(blocks[0]?.data).toEqual({ text: 'Minutes of the harbour meeting', level: 2 });
  expect(blocks[1]?.data.text).toBe(
    `We met on <b>Tuesday</b> at the <i>old boathouse</i>. The notes are on <a href="https://example.org/notes" ${REL}>the club site</a> and a local file.`,
  );
  expect(blocks[3]?.data.style).toBe('unordered');
  expect(listItems(blocks[3]?.data.items)).toEqual([
    'Paint the slipway',
    ['in <b>blue</b>'],
    'Buy new ropes',
  ]);
  expect(blocks[5]?.data.style).toBe('ordered');
  expect(listItems(blocks[5]?.data.items)).toEqual(['Ask the council', 'Book the crane']);
  expect(JSON.stringify(blocks)).not.toMatch(/mso|o:p|Mso|&nbsp;|file:/);
});

test.describe('a web page', () => {
  // The page's picture is on a host that shows it but refuses to let another site read it (403 to a fetch):
  // the browser says so in the console, and the image is kept at its address. The fixture's inline handlers, parsed in
  // the cleaner's inert document, are reported by the CSP though they could never run.
  test.use({
    allowConsoleErrors: [
      new RegExp(
        `${INERT_HANDLER_CSP_REPORT.source}|^console: Failed to load resource: the server responded with a status of 403`,
      ),
    ],
  });

  test('keeps the text’s marks, the quote, the list, the code and the picture; drops scripts and classes', async ({
    page,
  }) => {
    await page.route('https://images.example/**', (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: makePng(40, 20) })
        : route.fulfill({ status: 403, body: 'Forbidden' }),
    );
    const calls = createBlogCalls(page);
    await startPost(page, 'From a web page');
    await dispatch(page, 'paste', {
      html: fixture('web-page.html'),
      text: fixture('web-page.txt'),
    });

    await expect(
      page.getByText(/^The image could not be copied here, so it is shown from its own address/),
    ).toBeVisible();
    await expect(area(page).locator('.image-tool__image-picture')).toHaveAttribute(
      'src',
      'https://images.example/knot.png',
    );
    await expect(area(page).locator('.cdx-quote__text')).toHaveText(
      'A knot you cannot untie is no knot at all.',
    );
    await expect(area(page).getByRole('link', { name: 'this' })).toHaveCount(0);
    await expect(area(page).getByRole('textbox', { name: 'Code' })).toHaveValue(
      'tie --bowline && tie --hitch\necho "done" <3',
    );
    const blocks = await saveDraft(page, calls);
    expect(blocks.map((block) => block.type)).toEqual([
      'header',
      'paragraph',
      'quote',
      'list',
      'code',
      'header',
      'image',
    ]);
    expect(blocks[1]?.data.text).toBe(
      `Start with the <b>bowline</b>, then the <i>clove hitch</i>. See <a href="https://knots.example/bowline" ${REL}>the bowline page</a>, not this. Use <code class="inline-code">tie --bowline</code> and <mark class="cdx-marker">practise</mark>.`,
    );
    expect(listItems(blocks[3]?.data.items)).toEqual(['Bowline', 'Clove <b>hitch</b>']);
    // The code is text: its characters are kept as they are.
    expect(blocks[4]?.data).toEqual({
      code: 'tie --bowline && tie --hitch\necho "done" <3',
      language: 'bash',
    });
    expect(blocks.at(-2)?.data).toEqual({ text: 'Further reading', level: 3 });
    expect((blocks.at(-1)?.data.file as { url: string }).url).toBe(
      'https://images.example/knot.png',
    );
    expect(JSON.stringify(blocks)).not.toMatch(/script|iframe|onclick|onerror|javascript|hljs/);
  });
});

test.describe('an image address on a host that refuses to be read', () => {
  // The host shows the picture but refuses to let another site read it (403 to a fetch), and the browser
  // says so in the console.
  test.use({
    allowConsoleErrors: [
      /^console: Failed to load resource: the server responded with a status of 403/,
    ],
  });

  test('is kept as given (SPEC §4: by URL), with a notice, and named for screen readers', async ({
    page,
  }) => {
    await page.route('https://images.example.com/**', (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: makePng(40, 20) })
        : route.fulfill({ status: 403, body: 'Forbidden' }),
    );
    await editor.open(page);
    await editor.focusLast(page);
    await editor.paste(page, 'https://images.example.com/harbour.png');
    const picture = area(page).locator('.image-tool__image-picture');
    await expect(picture).toHaveAttribute('src', 'https://images.example.com/harbour.png');
    await expect(picture).toHaveAttribute('alt', 'Image in this blog');
    await expect(
      page.getByText(/^The image could not be copied here, so it is shown from its own address/),
    ).toBeVisible();
  });
});

test('Markdown pasted as plain text becomes headings, lists, a quote, a divider, code and marked-up text', async ({
  page,
}) => {
  const calls = createBlogCalls(page);
  await startPost(page, 'From Markdown');
  await dispatch(page, 'paste', { text: fixture('markdown.txt') });

  await expect(area(page).locator('h2.ce-header')).toHaveText([
    'Tides for beginners',
    'Spring and neap',
  ]);
  await expect(area(page).getByRole('textbox', { name: 'Code' })).toHaveValue(
    'tide --week > week.txt',
  );
  const blocks = await saveDraft(page, calls);
  expect(blocks.map((block) => block.type)).toEqual([
    'header',
    'paragraph',
    'header',
    'list',
    'list',
    'quote',
    'delimiter',
    'code',
    'header',
  ]);
  expect(blocks[1]?.data.text).toBe(
    `The sea comes in <b>twice a day</b>, more or less: see <i>the tables</i> and run <code class="inline-code">tide --today</code>. Read <a href="https://almanac.example/tides" ${REL}>the almanac</a> first.`,
  );
  expect(listItems(blocks[3]?.data.items)).toEqual([
    'Spring tides',
    ['at new and full moon'],
    'Neap tides',
    'Slack water',
  ]);
  expect(blocks[4]?.data.style).toBe('ordered');
  expect(blocks[5]?.data.text).toBe('Time and tide wait for no one.');
  // The fence's ```sh names the language.
  expect(blocks[7]?.data).toEqual({ code: 'tide --week > week.txt', language: 'bash' });
  expect(blocks[8]?.data).toEqual({ text: 'Small print', level: 3 });
});

test.describe('images by paste and drop', () => {
  const png = () => ({ name: 'image.png', type: 'image/png', bytes: [...makePng(48, 30)] });
  // A 1×1 GIF.
  const gif = () => ({
    name: 'wave.gif',
    type: 'image/gif',
    bytes: [...Buffer.from('R0lGODlhAQABAIAAAAUEBAAAACwAAAAAAQABAAACAkQBADs=', 'base64').values()],
  });

  test('a pasted image file uploads with its progress, and the draft waits for it', async ({
    page,
  }) => {
    const calls = createBlogCalls(page);
    await startPost(page, 'A pasted picture');
    const release = await holdUploads(page);
    await dispatch(page, 'paste', { file: png() });
    await expect(page.getByRole('progressbar', { name: 'Image upload: image.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Wait for the image to finish uploading')).toBeVisible();
    expect(calls).toHaveLength(0);

    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const picture = area(page).locator('.image-tool__image-picture');
    await expect(picture).toHaveAttribute('src', /\/mock-uploads\/[0-9a-f]{24}$/);
    const url = await picture.getAttribute('src');
    const blocks = await saveDraft(page, calls);
    expect(blocks.map((block) => block.type)).toEqual(['image']);
    expect((blocks[0]?.data.file as { url: string }).url).toBe(url);
  });

  test('a dropped GIF uploads; a pasted address on another site that allows it is copied to our storage', async ({
    page,
  }) => {
    const calls = createBlogCalls(page);
    await startPost(page, 'Dropped and copied');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/mock-uploads/'))
        uploads.push(request.url());
    });
    await dispatch(page, 'drop', { file: gif() });
    const pictures = area(page).locator('.image-tool__image-picture');
    await expect(pictures).toHaveAttribute('src', /\/mock-uploads\/[0-9a-f]{24}$/);
    const dropped = (await pictures.getAttribute('src'))!;
    expect(uploads).toHaveLength(1);

    // An address on another site that lets any origin read it (CORS), pasted on a new line: fetched and
    // uploaded, as a copy in our storage (the page's connect-src allows https: for it, server/csp.ts).
    const address = 'https://images.example.net/pasted/wave.gif';
    await page.route(address, (route) =>
      route.fulfill({
        contentType: 'image/gif',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: Buffer.from(gif().bytes),
      }),
    );
    await editor.newParagraphAtEnd(page);
    await dispatch(page, 'paste', { text: address });
    await expect(pictures).toHaveCount(2);
    await expect(pictures.nth(1)).toHaveAttribute('src', /\/mock-uploads\/[0-9a-f]{24}$/);
    const copied = (await pictures.nth(1).getAttribute('src'))!;
    expect(copied).not.toBe(dropped);
    expect(uploads).toHaveLength(2);
    await expect(page.getByText(/could not be copied here/)).toHaveCount(0);

    const blocks = await saveDraft(page, calls);
    expect(
      blocks.filter((block) => block.type === 'image').map((block) => block.data.file),
    ).toEqual([
      expect.objectContaining({ url: dropped }),
      expect.objectContaining({ url: copied }),
    ]);
  });
});

test('text copied with a picture of itself (Word, spreadsheets) pastes as text, not as an image', async ({
  page,
}) => {
  const calls = createBlogCalls(page);
  await startPost(page, 'Cells');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') uploads.push(request.url());
  });
  await dispatch(page, 'paste', {
    html: '<table><tr><td style="mso-number-format:General">Tide <b>high</b></td></tr></table>',
    text: 'Tide high',
    file: { name: 'image.png', type: 'image/png', bytes: [...makePng(20, 10)] },
  });
  await expect(area(page).locator('.ce-paragraph b')).toHaveText('high');
  const blocks = await saveDraft(page, calls);
  expect(blocks.map(({ type, data }) => ({ type, data }))).toEqual([
    { type: 'paragraph', data: { text: 'Tide <b>high</b>' } },
  ]);
  expect(uploads).toEqual([]);
});

test('the help says paste and drop work', async ({ page }) => {
  await editor.open(page);
  await page.getByRole('button', { name: 'All keyboard shortcuts' }).click();
  const sheet = editor.shortcutsSheet(page);
  await expect(sheet.getByRole('heading', { name: 'Pasting' })).toBeVisible();
  await expect(sheet).toContainText('paste or drop an image file (PNG, JPEG, GIF or WebP)');
  await expect(sheet).toContainText('Paste from Google Docs, Word or a web page');
  await expect(sheet).toContainText('Markdown pasted as plain text');
});
