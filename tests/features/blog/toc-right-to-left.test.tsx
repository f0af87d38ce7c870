/**
 * The table of contents lays each entry out in its own direction, as the heading it names (dir="auto"):
 * 'مرحبا بكم!' had its '!' on the wrong side (long-read.tsx Entry; the content audit, 0062).
 */
import { screen, within } from '@testing-library/react';
import { SEED_BLOG_IDS } from '@/mocks/seed/known-ids';
import { renderApp } from '../../render-app';
import { seedBlog } from '../../support/sign-in-as';

vi.setConfig({ testTimeout: 20_000 });

/** Whether the browser lays `text` out by its own direction: a <bdi> or dir=auto|rtl between it and `stop`. */
function ownDirection(text: HTMLElement, stop: HTMLElement): boolean {
  for (let node: HTMLElement | null = text; node; node = node.parentElement) {
    if (node.tagName === 'BDI') return true;
    const dir = node.getAttribute('dir');
    if (dir === 'auto' || dir === 'rtl') return true;
    if (node === stop) break;
  }
  return false;
}

describe('a table of contents of headings written right to left', () => {
  it('lays each entry out by its own direction, as the heading it names', async () => {
    const blog = seedBlog(SEED_BLOG_IDS.newest);
    blog.content = [
      {
        blocks: [
          { id: 'h1', type: 'header', data: { text: 'مرحبا بكم!', level: 2 } },
          { id: 'p1', type: 'paragraph', data: { text: 'هذه مقدمة قصيرة.' } },
          { id: 'h2', type: 'header', data: { text: 'שלום עולם!', level: 2 } },
          { id: 'p2', type: 'paragraph', data: { text: 'טקסט קצר.' } },
          { id: 'h3', type: 'header', data: { text: 'الخاتمة (الجزء 2)!', level: 3 } },
        ],
      },
    ] as never;
    renderApp(`/blog/${blog.blog_id}`);
    const toc = await screen.findByRole(
      'navigation',
      { name: 'Table of contents' },
      { timeout: 5000 },
    );

    // The heading on the page is laid out right to left…
    const heading = screen.getByRole('heading', { level: 2, name: 'مرحبا بكم!' });
    expect(ownDirection(heading, heading)).toBe(true);

    // …and so should be its entry in the table of contents.
    for (const name of ['مرحبا بكم!', 'שלום עולם!', 'الخاتمة (الجزء 2)!']) {
      const entry = within(toc).getByRole('link', { name });
      const text = within(entry).getByText(name);
      expect({ entry: name, ownDirection: ownDirection(text, entry) }).toEqual({
        entry: name,
        ownDirection: true,
      });
    }
  });
});
