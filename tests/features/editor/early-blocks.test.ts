import { withEarlyText } from '@/features/editor/early-blocks';
import type { Blocks } from '@/features/editor/document';

/** The paragraphs text typed before the editor has loaded becomes, for everything that reads the work. */
describe('text typed before the editor has loaded, as the work', () => {
  const texts = (blocks: Blocks) => blocks.map((block) => [block.type, block.data.text]);

  it('is nothing until a line has text', () => {
    const blocks: Blocks = [{ id: 'a', type: 'header', data: { text: 'Kept', level: 2 } }];
    expect(withEarlyText(blocks, '')).toBe(blocks);
    expect(withEarlyText(blocks, ' \n\n ')).toBe(blocks);
  });

  it('is a paragraph a line, as plain text, in place of a new blog’s empty paragraph', () => {
    const empty: Blocks = [{ id: 'e', type: 'paragraph', data: { text: '' } }];
    expect(texts(withEarlyText(empty, 'One <b>line</b>\r\nTwo & three'))).toEqual([
      ['paragraph', 'One &#60;b&#62;line&#60;/b&#62;'],
      ['paragraph', 'Two &#38; three'],
    ]);
    expect(texts(withEarlyText([], 'Alone'))).toEqual([['paragraph', 'Alone']]);
  });

  it('goes before a blog’s own first block', () => {
    const blocks: Blocks = [{ id: 'p', type: 'paragraph', data: { text: 'Saved' } }];
    expect(texts(withEarlyText(blocks, 'New'))).toEqual([
      ['paragraph', 'New'],
      ['paragraph', 'Saved'],
    ]);
  });
});
