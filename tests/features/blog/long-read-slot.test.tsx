import { render } from '@testing-library/react';
import type { ContentBlock } from '@/api/types';
import { BlockRenderer } from '@/components/blocks/block-renderer';
import type * as LongReadModule from '@/features/blog/long-read';
import { LongReadSlot } from '@/features/blog/long-read-slot';

/**
 * Issue 17, long reads: until the table of contents' code is in, the slot keeps its place, for exactly the
 * posts that will get one (a header without text is not an entry), so nothing moves when it arrives.
 */

// Here the long-read code never arrives: the slot shows what stands in its place meanwhile.
vi.mock('@/features/blog/long-read', () => new Promise(() => undefined));
const { default: LongRead } = await vi.importActual<typeof LongReadModule>(
  '@/features/blog/long-read',
);

const headers = (texts: string[]): ContentBlock[] =>
  texts.flatMap((text, index) => [
    { type: 'header', data: { text, level: 2 } },
    { type: 'paragraph', data: { text: `Paragraph ${index}` } },
  ]);

/** The blog page's content box (blog-page.tsx): the slot, or the long-read tools, first, then the content. */
function contentBox(blocks: ContentBlock[], tools: 'slot' | 'loaded') {
  const { container, unmount } = render(
    <div className="relative">
      {tools === 'slot' ? <LongReadSlot blocks={blocks} /> : <LongRead blocks={blocks} />}
      <BlockRenderer blocks={blocks} />
    </div>,
  );
  const box = container.firstElementChild!;
  return { box, unmount };
}

/** Whether anything stands above the content while the long-read code is loading (the kept place). */
function keepsPlace(blocks: ContentBlock[]): boolean {
  const { box, unmount } = contentBox(blocks, 'slot');
  const kept = !box.firstElementChild!.classList.contains('blog-content');
  unmount();
  return kept;
}

/** Whether the loaded long-read tools show a table of contents above the content. */
function showsContents(blocks: ContentBlock[]): boolean {
  const { box, unmount } = contentBox(blocks, 'loaded');
  const shown = box.querySelector('nav[aria-label="Table of contents"]') !== null;
  unmount();
  return shown;
}

describe('the long-read slot', () => {
  it.each([
    ['three headers with text', ['One', 'Two', '<b>Three</b>'], true],
    ['a third header with only a line break', ['One', 'Two', '<br>'], false],
    ['a third header with only markup', ['One', 'Two', '<b> </b>'], false],
    ['a third header with a hostile image', ['One', 'Two', '<img src=x onerror=alert(1)>'], false],
    ['a third header with only a no-break space', ['One', 'Two', '&nbsp;'], false],
    ['an entity counts as text', ['One', 'Two', '&amp;'], true],
    ['empty headers between three with text', ['One', '', 'Two', '<br>', 'Three'], true],
    ['two headers', ['One', 'Two'], false],
  ])('%s: keeps the place exactly when a table of contents will show', (_, texts, toc) => {
    const blocks = headers(texts);
    expect(showsContents(blocks)).toBe(toc);
    expect(keepsPlace(blocks)).toBe(toc);
  });
});
