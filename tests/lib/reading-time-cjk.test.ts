import type { ContentBlock } from '@/api/types';
import { countWords, readingTimeLabel } from '@/lib/reading-time';
import { wordCountText } from '@/features/editor/word-count';

/**
 * Chinese and Japanese are written without spaces between words. A post of 2,000 Chinese characters (a 4–7
 * minute read) was split on whitespace into a handful of "words": the byline said '1 min read' and the editor
 * bar a few words. Words are what the browser's word segmenter finds (the audit of text, 0061).
 */
const sentence = '今天我们一起去北京旅游看了很多有名的地方吃了很多好吃的东西。'; // 30 characters, no spaces
const paragraph = (n: number): ContentBlock => ({
  type: 'paragraph',
  data: { text: sentence.repeat(n) },
});

describe('reading time and word count of text without spaces (CJK)', () => {
  it('says more than one minute for a 2,100-character Chinese post', () => {
    const blocks = Array.from({ length: 7 }, () => paragraph(10)); // 7 × 300 characters
    expect(readingTimeLabel(blocks)).not.toBe('1 min read');
  });

  it('counts more than one word for a 300-character Japanese/Chinese paragraph in the editor', () => {
    expect(countWords([paragraph(10)])).toBeGreaterThan(1);
    expect(wordCountText([paragraph(10)])).not.toBe('1 word · 1 min read');
  });
});
