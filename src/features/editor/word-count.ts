import type { ContentBlock } from '@/api/types';
import { countWords, readingMinutes } from '@/lib/reading-time';

const NUMBER = new Intl.NumberFormat('en-US');

/** Words per block object: the document keeps unchanged blocks as the same objects (document.ts). */
const counted = new WeakMap<ContentBlock, number>();

function wordsOf(block: ContentBlock): number {
  let words = counted.get(block);
  if (words === undefined) {
    words = countWords([block]);
    counted.set(block, words);
  }
  return words;
}

/**
 * Issue 25 item 7: the editor's bar counts the words as the writer types and says how long the post takes
 * to read, by the blog page's own rule (src/lib/reading-time.ts: the same words, 200 a minute, at least one
 * minute), so the figure the writer sees is the one the byline will show. Counted block by block, each once
 * (issue 28 item 7: a keystroke in a 2,000-block post counts one block). Nothing written yet reads
 * '0 words', without a reading time.
 */
export function wordCountText(blocks: readonly ContentBlock[]): string {
  const words = blocks.reduce((sum, block) => sum + wordsOf(block), 0);
  const label = `${NUMBER.format(words)} ${words === 1 ? 'word' : 'words'}`;
  return words ? `${label} · ${readingMinutes(blocks, words)} min read` : label;
}
