import type { Page } from '@playwright/test';
import { createBlogBodies, editor } from './editor-page';
import { expect, loginAs, test } from './fixtures';
import { makePng } from './png';

/**
 * Issue 28's proof: seeded random writing sessions in the real editor. Each seed writes a session of random
 * steps (typing at a person's pace or in a burst, Enter, Backspace at a block's start, a block deleted or
 * moved from its settings or dragged, HTML and Markdown pasted, markdown shortcuts, images pasted whose upload
 * is slow or fails, pauses), with and without 4× CPU slowdown, and after every step checks what must hold in
 * any editor:
 * - a step undone at once gives back the document before it, and redone the one after it;
 * - at the end, a reload restores the local copy exactly; undoing everything gives the document the session
 *   began with, and redoing everything the final one; what Save Draft sends is what the editor shows;
 * - nothing typed is missing: every word typed is in the document, unless the block holding it was deleted.
 * Every seed is printed, so a failure repeats: SESSION_SEEDS=17 npx playwright test editor-sessions. Two
 * seeds run in `npm test`, one of each kind (odd seeds run at 4× CPU slowdown); `npm run test:sessions` runs
 * many (SESSION_SEEDS=1-200 by default: seeds 1 to 200). A third seed, the longest test of the run (25 to 40 s),
 * left `npm test` for CI's 12 minutes (decision 0063).
 */

const SEEDS = (process.env.SESSION_SEEDS ?? '1,2')
  .split(',')
  .flatMap((part) => {
    const range = /^(\d+)-(\d+)$/.exec(part.trim());
    if (!range) return [Number(part)];
    const [from, to] = [Number(range[1]), Number(range[2])];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  })
  .filter((seed) => Number.isInteger(seed));
const STEPS = Number(process.env.SESSION_STEPS ?? 14);

/** mulberry32: a small seeded generator, the same sequence for the same seed everywhere. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** The document as the editor shows it: each block's kind and text. */
async function shown(page: Page): Promise<string[]> {
  return page.locator('.codex-editor .ce-block').evaluateAll((blocks) =>
    blocks.map((block) => {
      const kind = block.querySelector('.image-tool')
        ? 'image'
        : block.querySelector('.ce-header')
          ? `h${block.querySelector('.ce-header')?.tagName.slice(1)}`
          : block.querySelector('.cdx-list')
            ? 'list'
            : block.querySelector('.cdx-quote')
              ? 'quote'
              : block.querySelector('.ce-code')
                ? 'code'
                : block.querySelector('.ce-delimiter')
                  ? 'hr'
                  : 'p';
      if (kind === 'image') return 'image';
      const fields = [...block.querySelectorAll<HTMLElement>('[contenteditable="true"], textarea')]
        .filter((field) => !field.matches('.cdx-quote__caption, .image-tool__caption'))
        .map((field) => ('value' in field ? String(field.value) : field.innerText));
      return `${kind}:${fields
        .join('|')
        .replace(/\u00a0/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}`;
    }),
  );
}

/**
 * What matters of a document for what is kept: empty lines are not kept (Editor.js never saves them), nor is
 * a list with no text in any item, as a '- ' typed on an empty line leaves it, nor an empty quote or code
 * block (`isContent`, blog-data.ts; sessions write no quote captions).
 */
const kept = (doc: string[]) =>
  doc.filter((block) => !/^((p|h2|h3|quote|code):|list:\|*)$/.test(block));

const HTML_PASTES = [
  {
    html: '<h2>Pasted heading</h2><p>Pasted <b>bold</b> text</p>',
    plain: 'Pasted heading\nPasted bold text',
  },
  { html: '<ul><li>Item one</li><li>Item two</li></ul>', plain: 'Item one\nItem two' },
  {
    html: '<blockquote>A pasted quote</blockquote><p>After it</p>',
    plain: 'A pasted quote\nAfter it',
  },
];
const MARKDOWN_PASTES = ['## Markdown head\n\nSome *text* here', '- first\n- second\n\n> quoted'];

interface Session {
  page: Page;
  rnd: ReturnType<typeof random>;
  /** Every word typed, with the step it was typed in. */
  typed: Set<string>;
  /** Words typed into blocks since deleted (they may legitimately be gone). */
  lost: Set<string>;
  counter: number;
  /** The document just before the step's one change, when the step set it (after typing a marker). */
  before?: string[];
  /** Uploads the page has said failed. */
  failures: number;
}

/** What happens to a pasted picture's upload, by its width: refused, or stored after so many ms. */
const PNG_FATES: Record<number, 'refused' | number> = { 7: 'refused', 8: 50, 9: 1_500 };

async function blockCount(page: Page) {
  return page.locator('.codex-editor .ce-block').count();
}

/** The text fields a writer types in: paragraphs, headings, list items, quotes. */
const TEXT_FIELDS =
  '.codex-editor .ce-block :is(.ce-paragraph, .ce-header, .cdx-list__item-content, .cdx-quote__text)';

/** Puts the caret at the end of a text field chosen at random. */
async function caretIn(session: Session): Promise<number | null> {
  const { page, rnd } = session;
  const fields = page.locator(TEXT_FIELDS);
  const count = await fields.count();
  if (!count) return null;
  const index = rnd.int(count);
  await fields.nth(index).click();
  await page.keyboard.press('End');
  return index;
}

/** The block holding a text field chosen at random, and that field. */
async function someBlock(session: Session) {
  const { page, rnd } = session;
  const blocks = page.locator('.codex-editor .ce-block').filter({ has: page.locator(TEXT_FIELDS) });
  const count = await blocks.count();
  if (!count) return null;
  const index = rnd.int(count);
  const block = blocks.nth(index);
  const at = await block.evaluate((node) => [...node.parentElement!.children].indexOf(node));
  return {
    block,
    field: block.locator(TEXT_FIELDS.replace('.codex-editor .ce-block ', '')).first(),
    at,
  };
}

type Step = { name: string; structural: boolean; run: (session: Session) => Promise<boolean> };

const STEPS_AVAILABLE: Step[] = [
  {
    name: 'type',
    structural: false,
    async run(session) {
      const { page, rnd } = session;
      if ((await caretIn(session)) === null) return false;
      const word = `w${session.counter++}x`;
      session.typed.add(word);
      const text = ` ${word}${rnd.pick(['', ' and more', ' at sea'])}`;
      await page.keyboard.type(text, { delay: rnd.pick([0, 15, 15, 40]) });
      return true;
    },
  },
  {
    name: 'enter',
    structural: true,
    async run(session) {
      if ((await caretIn(session)) === null) return false;
      await session.page.keyboard.press('Enter');
      return true;
    },
  },
  {
    name: 'join with Backspace',
    structural: true,
    async run(session) {
      const { page, rnd } = session;
      const paragraphs = page.locator('.codex-editor .ce-block .ce-paragraph');
      const count = await paragraphs.count();
      if (count < 2) return false;
      const index = 1 + rnd.int(count - 1);
      await paragraphs.nth(index).click();
      await page.keyboard.press('Home');
      await page.keyboard.press('Backspace');
      return true;
    },
  },
  {
    name: 'delete from settings',
    structural: true,
    async run(session) {
      const { page } = session;
      if ((await blockCount(page)) < 2) return false;
      const chosen = await someBlock(session);
      if (!chosen) return false;
      const before = await shown(page);
      const index = chosen.at;
      await chosen.field.click();
      await page.keyboard.press('Control+/');
      await editor.menuTo(page, 'Delete', 'the block settings');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      for (const word of session.typed)
        if ((before[index] ?? '').includes(word)) session.lost.add(word);
      return true;
    },
  },
  {
    name: 'move from settings',
    structural: true,
    async run(session) {
      const { page } = session;
      const chosen = await someBlock(session);
      if (!chosen || chosen.at === 0) return false;
      await chosen.field.click();
      await page.keyboard.press('Control+/');
      await editor.menuTo(page, 'Move up', 'the block settings');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      return true;
    },
  },
  {
    name: 'drag',
    structural: true,
    async run(session) {
      const { page, rnd } = session;
      const count = await blockCount(page);
      const chosen = await someBlock(session);
      if (count < 3 || !chosen) return false;
      const from = chosen.at;
      let to = rnd.int(count);
      if (to === from) to = (to + 1) % count;
      await editor.dragBlock(page, from, to, rnd.pick(['top', 'bottom'] as const));
      return true;
    },
  },
  {
    name: 'paste HTML',
    structural: true,
    async run(session) {
      if ((await caretIn(session)) === null) return false;
      const before = await shown(session.page);
      const paste = session.rnd.pick(HTML_PASTES);
      await session.page.evaluate(({ html, plain }) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', plain);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, paste);
      await changedFrom(session.page, before);
      return true;
    },
  },
  {
    name: 'paste Markdown',
    structural: true,
    async run(session) {
      if ((await caretIn(session)) === null) return false;
      const before = await shown(session.page);
      await editor.paste(session.page, session.rnd.pick(MARKDOWN_PASTES));
      await changedFrom(session.page, before);
      return true;
    },
  },
  {
    name: 'markdown shortcut',
    structural: true,
    async run(session) {
      // On an empty paragraph: the marker is typed, then its space converts the block (the step checked).
      const { page, rnd } = session;
      const empty = page.locator('.codex-editor .ce-paragraph').filter({ hasText: /^$/ });
      const count = await empty.count();
      if (!count) return false;
      await empty.nth(rnd.int(count)).click();
      await page.keyboard.type(rnd.pick(['##', '-', '>']), { delay: 15 });
      session.before = await shown(page);
      await page.keyboard.type(' ');
      return true;
    },
  },
  {
    name: 'paste an image',
    structural: true,
    async run(session) {
      if ((await caretIn(session)) === null) return false;
      const { page } = session;
      const width = session.rnd.pick([7, 8, 8, 9, 9]);
      const images = await page.locator('.codex-editor .image-tool').count();
      const failures = session.failures;
      await page.evaluate(
        async (bytes) => {
          const data = new DataTransfer();
          data.items.add(new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
          document.activeElement?.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        },
        [...makePng(width, 6)],
      );
      // A refused upload takes its block away on its own: the step is over once it has failed.
      if (PNG_FATES[width] === 'refused') {
        await expect.poll(() => session.failures).toBe(failures + 1);
        await expect(page.locator('.codex-editor .image-tool')).toHaveCount(images);
      } else await expect(page.locator('.codex-editor .image-tool')).toHaveCount(images + 1);
      return true;
    },
  },
  {
    name: 'pause',
    structural: false,
    async run(session) {
      await session.page.waitForTimeout(1_100);
      return true;
    },
  },
];

/** Waits until the editor shows something else than `before` (a paste shows, at the first one a moment later). */
async function changedFrom(page: Page, before: string[]) {
  await expect.poll(() => shown(page)).not.toEqual(before);
}

/**
 * The document, once it has come to rest (an image's upload may still be filling it in): the same in two reads
 * a tenth of a second apart. Two reads back to back called a step settled before it had drawn anything, and
 * the undo check after it then compared a document with itself (an audit of the suite, 0061).
 */
async function settledDoc(page: Page): Promise<string[]> {
  let last: string | null = null;
  let now: string[] = [];
  await expect
    .poll(
      async () => {
        now = await shown(page);
        const same = now.join('\n') === last;
        last = now.join('\n');
        return same;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return now;
}

/** Presses `key` until the editor shows `goal`, or until five presses in a row change nothing. */
async function stepUntil(page: Page, key: string, goal: string[]): Promise<string[]> {
  let now = await shown(page);
  for (let still = 0; still < 5 && now.join('\n') !== goal.join('\n');) {
    await page.keyboard.press(key);
    const next = await shown(page);
    still = next.join('\n') === now.join('\n') ? still + 1 : 0;
    now = next;
  }
  return settledDoc(page);
}

test.describe('seeded random writing sessions (issue 28)', () => {
  test.use({
    allowConsoleErrors: [
      /^console: Failed to load resource: the server responded with a status of 403/,
    ],
  });

  for (const seed of SEEDS) {
    test(`seed ${seed}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      console.log(`editor session seed ${seed} (SESSION_SEEDS=${seed} repeats it)`);
      const rnd = random(seed);
      await loginAs(page, request, 'admin');
      const bodies = createBlogBodies<{
        content: { blocks: { type: string; data: Record<string, unknown> }[] };
      }>(page);
      // Uploads: quick, slow or refused, as each pasted picture's width says (PNG_FATES).
      await page.route('**/mock-uploads/**', async (route) => {
        const body = route.request().postDataBuffer();
        if (route.request().method() !== 'PUT' || !body) return route.continue();
        const fate = PNG_FATES[body.readUInt32BE(16)] ?? 50;
        if (fate === 'refused') return route.fulfill({ status: 403, body: '' });
        await new Promise((resolve) => setTimeout(resolve, fate));
        return route.continue();
      });
      if (seed % 2 === 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      await editor.open(page);
      await editor.title(page).fill(`Session ${seed}`);
      const start = await settledDoc(page);
      const session: Session = {
        page,
        rnd,
        typed: new Set(),
        lost: new Set(),
        counter: 0,
        failures: 0,
      };
      page.on('console', (message) => {
        if (message.text().startsWith('Image upload failed')) session.failures++;
      });
      await editor.focusLast(page);
      await page.keyboard.type('Opening line', { delay: 15 });
      const log: string[] = [];

      for (let step = 0; step < STEPS; step++) {
        const chosen = rnd.pick(STEPS_AVAILABLE);
        session.before = undefined;
        const current = await settledDoc(page);
        if (!(await chosen.run(session))) continue;
        log.push(chosen.name);
        const before = session.before ?? current;
        const after = await settledDoc(page);
        const where = `seed ${seed}, step ${step + 1} (${log.join(' → ')})`;
        if (!chosen.structural || after.join('\n') === before.join('\n')) continue;
        // A step undone at once gives back the document before it; redone, the one after it.
        await page.keyboard.press('Control+z');
        await expect.poll(() => shown(page), { message: `undo, ${where}` }).toEqual(before);
        await page.keyboard.press('Control+Shift+z');
        await expect.poll(() => shown(page), { message: `redo, ${where}` }).toEqual(after);
      }

      // A writer waits for their images before leaving or saving.
      await expect(page.locator('.codex-editor .image-tool--uploading')).toHaveCount(0, {
        timeout: 15_000,
      });
      const end = await settledDoc(page);
      const where = `seed ${seed} (${log.join(' → ')})`;
      // Nothing typed is missing.
      const text = end.join('\n');
      for (const word of session.typed) {
        if (!session.lost.has(word))
          expect(text, `${word} is in the document, ${where}`).toContain(word);
      }
      // Undoing everything gives the document the session began with; redoing everything, the last one.
      expect(await stepUntil(page, 'Control+z', start), `undo all, ${where}`).toEqual(start);
      expect(await stepUntil(page, 'Control+Shift+z', end), `redo all, ${where}`).toEqual(end);
      // A reload restores the local copy exactly.
      page.once('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await expect(page.locator('.block-editor:not([inert]) .codex-editor')).toHaveCount(1);
      const reloaded = await settledDoc(page);
      expect(kept(reloaded), `reload, ${where}`).toEqual(kept(end));
      // What Save Draft sends is what the editor shows.
      await page.getByRole('button', { name: 'Save Draft' }).click();
      await expect.poll(() => bodies.length).toBe(1);
      const saved = bodies[0]!.content.blocks;
      const savedText = await page.evaluate(
        (blocks) =>
          blocks.map((block) => {
            const html = (value: unknown) => {
              const box = document.createElement('div');
              box.innerHTML = String(value ?? '').replace(/<br\s*\/?>/gi, ' ');
              return box.textContent ?? '';
            };
            const items = (list: unknown): string[] =>
              Array.isArray(list)
                ? list.flatMap((item: { content?: string; items?: unknown }) => [
                    html(item.content),
                    ...items(item.items),
                  ])
                : [];
            const kind =
              block.type === 'header'
                ? `h${String(block.data.level)}`
                : ((
                    {
                      paragraph: 'p',
                      list: 'list',
                      quote: 'quote',
                      code: 'code',
                      delimiter: 'hr',
                      image: 'image',
                    } as Record<string, string>
                  )[block.type] ?? block.type);
            if (kind === 'image') return 'image';
            const text =
              block.type === 'list'
                ? items(block.data.items).join('|')
                : block.type === 'code'
                  ? String(block.data.code ?? '')
                  : html(block.data.text);
            return `${kind}:${text
              .replace(/\u00a0/g, ' ')
              .replace(/\s+/g, ' ')
              .trim()}`;
          }),
        saved,
      );
      expect(savedText, `saved, ${where}`).toEqual(kept(reloaded));
    });
  }
});
