import type { CDPSession, Page } from '@playwright/test';
import { test, expect, loginAs } from './fixtures';

/**
 * Issue 5, a long session stays light: 50 client-side navigations between home, blog pages, a profile and
 * the editor; the JS heap after garbage collection grows by less than 10% between the 10th and the 50th,
 * so editors, listeners and observers are released.
 *
 * Measured from a heap snapshot (Chrome DevTools protocol) without V8's compiled code: V8 keeps compiling
 * the functions that get hot as the session goes on (about 0.3 MB here), which is not state the app
 * retains and would otherwise dominate a 6 MB heap. The plain used size is printed too.
 */
test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

interface Heap {
  used: number;
  /** Everything in the snapshot but compiled code. */
  retained: number;
}

async function heapAfterGc(cdp: CDPSession): Promise<Heap> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  let json = '';
  const onChunk = (event: { chunk: string }) => {
    json += event.chunk;
  };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(json) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let retained = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (types[snapshot.nodes[i + typeAt]!] !== 'code') retained += snapshot.nodes[i + sizeAt]!;
  }
  return { used: usedSize, retained };
}

async function step(page: Page, n: number) {
  const h1 = page.getByRole('heading', { level: 1 });
  const at = new URL(page.url()).pathname;
  if (at === '/') {
    const cards = page.getByRole('region', { name: 'Latest Blogs' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const link = cards
      .nth(n % 5)
      .getByRole('link')
      .first();
    const title = (await link.getByRole('heading').textContent())!.trim();
    await link.click();
    await expect(h1).toHaveText(title);
  } else if (at.startsWith('/blog/')) {
    await page.getByRole('link', { name: /^@/ }).first().click();
    await expect(page).toHaveURL(/\/user\//);
    await expect(h1).toBeVisible();
  } else if (at.startsWith('/user/')) {
    await page.getByRole('link', { name: 'Write' }).first().click();
    await expect(page).toHaveURL(/\/editor$/);
    await expect(h1).toBeVisible();
  } else {
    await page.getByRole('link', { name: 'Inkwell home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1).toHaveText('Latest Blogs');
  }
}

test('50 navigations keep the heap flat', async ({ page, request }) => {
  await loginAs(page, request, 'admin');
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  let at10: Heap = { used: 0, retained: 0 };
  for (let n = 1; n <= 50; n++) {
    await step(page, n);
    if (n === 10) at10 = await heapAfterGc(cdp);
  }
  const at50 = await heapAfterGc(cdp);
  const growth = (key: keyof Heap) => (at50[key] - at10[key]) / at10[key];
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.info(
    `heap after GC, 10th → 50th navigation: retained ${mb(at10.retained)} → ${mb(at50.retained)} ` +
      `(${(growth('retained') * 100).toFixed(1)}%); used ${mb(at10.used)} → ${mb(at50.used)} ` +
      `(${(growth('used') * 100).toFixed(1)}%)`,
  );
  expect(growth('retained')).toBeLessThan(0.1);
});

/**
 * Issue 14: 20 round trips between the editor holding a blog with every block type and manage blogs. Each
 * visit creates one Editor.js instance and leaving destroys it: exactly one editor in the page while
 * editing, none after, and the heap after GC grows by less than 10% between the 5th and the 20th trip.
 */
test('20 trips between the editor (with content) and manage blogs keep one editor and a flat heap', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, request, 'admin');
  await page.goto('/dashboard/blogs');
  const cdp = await page.context().newCDPSession(page);
  const panel = page.getByRole('tabpanel');
  const editors = page.locator('.codex-editor');
  let at5: Heap = { used: 0, retained: 0 };
  for (let n = 1; n <= 20; n++) {
    await panel
      .getByRole('link', { name: /^Edit/ })
      .nth(n % 5)
      .click();
    await expect(page.locator('.codex-editor .ce-block').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(editors).toHaveCount(1);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Edit/ }).first()).toBeVisible();
    await expect(editors).toHaveCount(0);
    if (n === 5) at5 = await heapAfterGc(cdp);
  }
  const at20 = await heapAfterGc(cdp);
  const growth = (at20.retained - at5.retained) / at5.retained;
  console.info(
    `heap after GC, 5th → 20th editor trip: retained ${(at5.retained / 1e6).toFixed(2)} MB → ` +
      `${(at20.retained / 1e6).toFixed(2)} MB (${(growth * 100).toFixed(1)}%)`,
  );
  expect(growth).toBeLessThan(0.1);
});
