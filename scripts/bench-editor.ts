/**
 * npm run bench:editor — issue 25's quality bar: a 2,000-block document stays responsive in the editor. A
 * benchmark, not a timed test: it builds the app for the HTTP mock, serves it with the production server
 * (server/node.ts, as `npm start`), signs the admin in, saves a draft of 2,000 blocks (paragraphs, a heading
 * every 50, a list every 100) and opens it in Chromium, then measures:
 * - how long the editor takes from navigation to holding all 2,000 blocks;
 * - typing latency in the middle of the document: from each key's event to the first frame painted after the
 *   editor has handled it (keydown → input → next animation frame), over 60 characters, and for Enter (a new
 *   block, an undo step) 10 times;
 * - Ctrl+Z and Ctrl+Shift+Z on that document (the undo history diffs the whole document).
 * Prints the median, 95th percentile and worst of each. MOCK_PORT / APP_PORT choose the ports (default 3411,
 * 4583); a busy port fails the run instead of measuring someone else's server.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { createNodeHandler } from '../server/node.ts';
import { ENDPOINTS } from '../src/config/endpoints.ts';
import { startHttpServer } from '../src/mocks/http-server.ts';

const root = resolve(import.meta.dirname, '..');
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 3411);
const APP_PORT = Number(process.env.APP_PORT ?? 4583);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 2000);
const ADMIN = { email: 'admin@example.com', password: 'Admin1234' };
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);

const mockUrl = `http://localhost:${MOCK_PORT}`;

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(mockUrl + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** 2,000 blocks of ordinary prose, as a long post would hold. */
function longDocument() {
  return Array.from({ length: BLOCKS }, (_, i) => {
    if (i % 100 === 99)
      return {
        id: `b${i}`,
        type: 'list',
        data: { style: 'unordered', items: ['First point', 'Second point', 'Third point'] },
      };
    if (i % 50 === 0)
      return { id: `b${i}`, type: 'header', data: { text: `Part ${i / 50 + 1}`, level: 2 } };
    return {
      id: `b${i}`,
      type: 'paragraph',
      data: {
        text: `Paragraph ${i + 1}: the harbour wall was rebuilt in <b>1887</b>, and the boats still come in on the evening tide.`,
      },
    };
  });
}

function stats(values: number[]) {
  if (!values.length) throw new Error('No key was measured: the editor did not take the keys');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), worst: sorted.at(-1)! };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Records, for every key from now on, keydown → the first frame after the editor handled it. */
async function probe(page: Page) {
  await page.evaluate(() => {
    const box = window as unknown as { __latencies: number[] };
    box.__latencies = [];
    // On the window, in the capture phase: the editor's undo keys stop there (stopPropagation), and other
    // listeners on the window still hear them.
    window.addEventListener(
      'keydown',
      (event) => {
        // A shortcut's modifier keys are not keys a writer waits on.
        if (['Control', 'Shift', 'Alt', 'Meta'].includes(event.key)) return;
        const start = event.timeStamp;
        // Two frames: the first runs before the browser paints what the handlers changed, the second after.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => box.__latencies.push(performance.now() - start)),
        );
      },
      true,
    );
  });
}

const latencies = (page: Page) =>
  page.evaluate(() => {
    const box = window as unknown as { __latencies: number[] };
    const taken = box.__latencies;
    box.__latencies = [];
    return taken;
  });

async function main() {
  const mock = await startHttpServer({ port: MOCK_PORT });
  let close: (() => void) | undefined;
  const browser = await chromium.launch({ executablePath });
  try {
    process.env.VITE_API_URL = mockUrl;
    process.env.VITE_USE_MOCK = 'false';
    const outDir = join(root, 'dist-bench-editor');
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const { fetch: handler } = await createNodeHandler({ distDir: outDir, env: {} });
    const node = serve({ fetch: handler, port: APP_PORT });
    await new Promise<void>((ok, fail) => {
      node.once('listening', () => ok());
      node.once('error', (error) => fail(new Error(`APP_PORT ${APP_PORT}: ${String(error)}`)));
    });
    close = () => void node.close();

    const answer = await api<Record<string, unknown>>(ENDPOINTS.signIn, ADMIN);
    const session = (answer.user as Record<string, unknown> | undefined) ?? answer;
    const token = String(session.access_token);
    const { id } = await api<{ id: string }>(
      ENDPOINTS.createBlog,
      {
        title: 'A very long draft',
        des: '',
        banner: '',
        tags: [],
        content: { blocks: longDocument() },
        draft: true,
      },
      token,
    );

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => {
      if (window.top === window) window.sessionStorage.setItem('user', value);
    }, JSON.stringify(session));
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`http://localhost:${APP_PORT}/editor/${id}`);
    const blocks = page.locator('.codex-editor .ce-block');
    await page.waitForFunction(
      (count) => document.querySelectorAll('.codex-editor .ce-block').length >= count,
      BLOCKS,
      {
        timeout: 120_000,
      },
    );
    const shown = Date.now() - started;
    // Ready to write: the editor says it is no longer busy (and every block listens to its keys).
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 120_000,
    });
    const ready = Date.now() - started;

    // The middle of the document: the end of paragraph 1,002 (block 1,001 is a heading).
    const target = blocks.nth(Math.floor(BLOCKS / 2) + 1).locator('.ce-paragraph');
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await page.keyboard.press('End');
    await probe(page);
    await page.keyboard.type(' and then the fog came in from the sea, sixty.', { delay: 60 });
    await page.waitForTimeout(300);
    const typing = await latencies(page);
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(250);
    }
    const enter = await latencies(page);
    // Let the history record the last step (it reads with the autosave, about 300 ms after the last change).
    await page.waitForTimeout(800);
    const undo: number[] = [];
    for (const keys of ['Control+z', 'Control+z', 'Control+Shift+z', 'Control+Shift+z']) {
      await page.keyboard.press(keys);
      await page.waitForTimeout(600);
      undo.push(...(await latencies(page)));
    }

    console.log(`\nThe editor with ${BLOCKS} blocks (Chromium, 1280 × 800, production build):`);
    console.log(`  open to all blocks shown: ${shown} ms; ready to write: ${ready} ms`);
    for (const [label, values] of [
      [`typing (${typing.length} keys)`, typing],
      [`Enter, a new block (${enter.length})`, enter],
      [`undo and redo (${undo.length})`, undo],
    ] as const) {
      const { median, p95, worst } = stats(values);
      console.log(
        `  ${label}: median ${ms(median)}, 95th percentile ${ms(p95)}, worst ${ms(worst)}`,
      );
    }
  } finally {
    await browser.close();
    close?.();
    await mock.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
