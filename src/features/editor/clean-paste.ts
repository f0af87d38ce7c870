import { looksLikeMarkdown, markdownBlocks } from './markdown-paste';
import { htmlBlocks } from './paste-cleaner';
import { toToolBlocks, type PastedBlock, type ToolBlock } from './pasted-blocks';

/**
 * Clean paste (issues 25 and 28; decisions 0029 and 0034): the clipboard's HTML and plain text read into the
 * blocks paste.ts inserts. Downloaded at the first paste, with `marked` (markdown-paste.ts).
 */

/** Blocks that plain text would have made as well: paragraphs without marks. */
const plainOnly = (blocks: PastedBlock[]) =>
  blocks.every((block) => block.type === 'paragraph' && !/<(?!br)/i.test(block.html));

/** One paragraph of text alone, not even a line break (HTML's own lines are kept as it has them). */
const textAlone = (blocks: PastedBlock[]) =>
  blocks.length <= 1 &&
  blocks.every((block) => block.type === 'paragraph' && !/</.test(block.html));

/**
 * The clipboard as the tools' blocks, or null for its plain text as it is. Markdown in the plain text wins
 * over HTML that carries nothing but text (a code editor's coloured spans, a chat's divs); HTML that is one
 * plain paragraph is its text; a soft line break in it (Shift+Enter in Google Docs) stays in its paragraph.
 */
export function pastedBlocks(html: string, plain: string): ToolBlock[] | null {
  const fromHtml = html.trim() ? htmlBlocks(html) : [];
  if (looksLikeMarkdown(plain) && plainOnly(fromHtml)) return toToolBlocks(markdownBlocks(plain));
  const asText = plain.trim() && textAlone(fromHtml);
  return asText ? null : toToolBlocks(fromHtml);
}
