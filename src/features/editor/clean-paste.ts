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

/**
 * The clipboard as the tools' blocks, or null for its plain text as it is. Markdown in the plain text wins
 * over HTML that carries nothing but text (a code editor's coloured spans, a chat's divs); HTML that is one
 * plain paragraph is its text.
 */
export function pastedBlocks(html: string, plain: string): ToolBlock[] | null {
  const fromHtml = html.trim() ? htmlBlocks(html) : [];
  if (looksLikeMarkdown(plain) && plainOnly(fromHtml)) return toToolBlocks(markdownBlocks(plain));
  const asText = plain.trim() && fromHtml.length <= 1 && plainOnly(fromHtml);
  return asText ? null : toToolBlocks(fromHtml);
}
