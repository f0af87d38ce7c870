import { escapeHtml } from '@/lib/escape-html';
import { isContent } from './blog-data';
import type { Blocks, DocBlock } from './document';

/**
 * What is typed into the line standing in for the editor while it downloads (early-text.tsx) is the writer's
 * work from the first key: these are the paragraphs it becomes, read by everything that reads the document
 * (the unsaved check and the leave guard, the local copy, the word count, Save Draft and Publish) until the
 * editor has taken the text over.
 */

/** The text's lines, or null when nothing is written (only blank lines). */
export function earlyLines(text: string): string[] | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return lines.some((line) => line.trim()) ? lines : null;
}

/**
 * `blocks` with the text in front, a paragraph a line, in place of an empty first paragraph (a new blog's),
 * as the editor will put it (EarlyText's handOver); `blocks` itself when nothing is written.
 */
export function withEarlyText(blocks: Blocks, text: string): Blocks {
  const lines = earlyLines(text);
  if (!lines) return blocks;
  const paragraphs = lines.map((line, index): DocBlock => ({
    id: `early-${index}`,
    type: 'paragraph',
    data: { text: escapeHtml(line) },
  }));
  const first = blocks[0];
  const replace =
    first?.type === 'paragraph' && !isContent({ type: first.type, data: { ...first.data } });
  return [...paragraphs, ...(replace ? blocks.slice(1) : blocks)];
}
