import type { ContentBlock } from '@/api/types';
import { countWords, readingTimeLabel } from '@/lib/reading-time';

const NUMBER = new Intl.NumberFormat('en-US');

/**
 * Issue 25 item 7: the editor's bar counts the words as the writer types and says how long the post takes
 * to read, by the blog page's own rule (src/lib/reading-time.ts: the same words, 200 a minute, at least one
 * minute), so the figure the writer sees is the one the byline will show.
 */
export function wordCountText(blocks: readonly ContentBlock[]): string {
  const words = countWords(blocks);
  return `${NUMBER.format(words)} ${words === 1 ? 'word' : 'words'} · ${readingTimeLabel(blocks)}`;
}
