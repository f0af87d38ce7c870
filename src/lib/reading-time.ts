import { READING_WORDS_PER_MINUTE } from './constants';
import type { ContentBlock } from '@/api/types';

/**
 * Reading time next to the date (issue 3): words of the readable text / 200 words a minute, at least one
 * minute. Tags are stripped with a regex rather than a DOM parser: this only counts words, its output is never
 * rendered as HTML, and it keeps DOMPurify out of the lists that show the figure.
 */

function plain(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, '');
}

function listText(items: unknown, depth = 0): string[] {
  if (!Array.isArray(items) || depth > 10) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item === 'string') return [plain(item)];
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    return [plain(record.content ?? record.text), ...listText(record.items, depth + 1)];
  });
}

function blockText(block: ContentBlock): string[] {
  const data = block.data;
  switch (block.type) {
    case 'paragraph':
    case 'header':
      return [plain(data.text)];
    case 'quote':
      return [plain(data.text), plain(data.caption)];
    case 'list':
      return listText(data.items);
    case 'image':
    case 'embed':
      return [plain(data.caption)];
    default:
      return [];
  }
}

/**
 * Words between spaces; where words are far longer than any (Chinese, Japanese, Thai… are written without
 * spaces), as the browser's word segmenter finds them: a 2,000-character Chinese post was '1 min read' when split
 * on spaces. The segmenter is some 75 times slower, and the editor counts as the writer types: only text that
 * needs it goes through it.
 */
export function countWords(blocks: readonly ContentBlock[]): number {
  const text = blocks.flatMap(blockText).join(' ');
  const spaced = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  if (text.length <= spaced * 20) return spaced;
  let words = 0;
  for (const piece of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text))
    if (piece.isWordLike) words += 1;
  return words;
}

/** Whole minutes, never less than 1 (`words`: the blocks' count, when it is known already). */
export function readingMinutes(
  blocks: readonly ContentBlock[],
  words = countWords(blocks),
): number {
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

export function readingTimeLabel(blocks: readonly ContentBlock[]): string {
  return `${readingMinutes(blocks)} min read`;
}
