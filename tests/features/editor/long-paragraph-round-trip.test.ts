import { contentFromBlocks, cleanBlocks } from '@/features/editor/blog-data';
import { MAX_INLINE_TAGS } from '@/lib/sanitize';

/**
 * A paragraph with more than MAX_INLINE_TAGS tags (151 bold words or links, or 301 line breaks typed with
 * Shift+Enter) keeps its text only: the sanitizer does not unwrap so many (sanitize.ts). That text is what
 * the writer typed, however often it is saved and loaded again: its entities are not escaped a second time,
 * and its lines stay apart (docs/decisions/0059).
 */
const text = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
const paragraph = (html: string) => [{ type: 'paragraph', data: { text: html } }];
const saveOf = (html: string) =>
  contentFromBlocks(paragraph(html), 1).blocks[0]?.data.text as string;
/** Saved, loaded into the editor again, and saved again. */
const twice = (html: string) =>
  contentFromBlocks(cleanBlocks(paragraph(saveOf(html))), 1).blocks[0]?.data.text as string;

describe('a long, richly marked paragraph survives save and reload', () => {
  it('keeps "Tom & Jerry" and "1 < 2" as the writer typed them', () => {
    const marks = Array.from({ length: MAX_INLINE_TAGS / 2 + 10 }, (_, i) => `<b>w${i}</b>`);
    const html = `Tom &amp; Jerry say 1 &lt; 2&nbsp;${marks.join(' ')}`;
    for (const saved of [saveOf(html), twice(html)]) {
      expect(text(saved)).toContain('Tom & Jerry say 1 < 2\u00a0w0 w1');
      expect(saved).not.toMatch(/<b>|&amp;amp;|&amp;lt;/);
    }
  });

  it('keeps the lines of a 302-line paragraph apart', () => {
    const html = Array.from({ length: 302 }, (_, i) => `line ${i}`).join('<br>');
    for (const saved of [saveOf(html), twice(html)]) {
      expect(saved.split('<br>')).toHaveLength(302);
      expect(saved.startsWith('line 0<br>line 1<br>')).toBe(true);
    }
  });

  it('keeps what it cannot unwrap inert', () => {
    const html = `${'<i>'.repeat(MAX_INLINE_TAGS)}<img src=x onerror=alert(1)>&lt;script&gt;`;
    const saved = saveOf(html);
    expect(saved).not.toMatch(/<(?!br>)/);
    expect(text(saved)).toBe('<script>');
  });
});
