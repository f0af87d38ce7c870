import type { ContentBlock } from '@/api/types';
import { countWords, readingMinutes, readingTimeLabel } from '@/lib/reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time (words / 200 per minute)', () => {
  it('counts the readable text of every block type and both list formats, without tags', () => {
    const blocks: ContentBlock[] = [
      { type: 'paragraph', data: { text: 'One <b>two</b> three' } },
      { type: 'header', data: { text: 'Four', level: 2 } },
      { type: 'quote', data: { text: 'Five six', caption: 'Seven' } },
      { type: 'list', data: { style: 'unordered', items: ['eight', 'nine'] } },
      {
        type: 'list',
        data: {
          style: 'ordered',
          items: [{ content: 'ten', items: [{ content: 'eleven', items: [] }] }],
        },
      },
      { type: 'image', data: { file: { url: 'https://x/y.png' }, caption: 'twelve' } },
      { type: 'embed', data: { caption: '<i>thirteen</i>' } },
      { type: 'unknown', data: { text: 'ignored words here' } },
    ];
    expect(countWords(blocks)).toBe(13);
  });

  it('rounds up to whole minutes and never says less than one', () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes([{ type: 'paragraph', data: { text: words(200) } }])).toBe(1);
    expect(readingMinutes([{ type: 'paragraph', data: { text: words(201) } }])).toBe(2);
    expect(readingTimeLabel([{ type: 'paragraph', data: { text: words(1000) } }])).toBe(
      '5 min read',
    );
  });
});
