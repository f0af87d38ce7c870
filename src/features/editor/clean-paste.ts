import { looksLikeMarkdown, markdownBlocks } from './markdown-paste';
import { htmlBlocks } from './paste-cleaner';
import { toEditorHtml, type PastedBlock } from './pasted-blocks';

/**
 * Clean paste (issue 25 item 3; decision 0029): the clipboard's HTML and plain text read into the HTML that
 * Editor.js's own paste handling is then given (paste-catcher.ts). Downloaded at the first paste.
 */

/** Blocks that plain text would have made as well: paragraphs without marks. */
const plainOnly = (blocks: PastedBlock[]) =>
  blocks.every((block) => block.type === 'paragraph' && !/<(?!br)/i.test(block.html));

/**
 * The clipboard as the HTML we give Editor.js, or null to leave the paste to it as it came. Markdown in the
 * plain text wins over HTML that carries nothing but text (a code editor's coloured spans, a chat's divs).
 */
export function pastedHtml(html: string, plain: string): string | null {
  const fromHtml = html.trim() ? htmlBlocks(html) : [];
  const markdown = looksLikeMarkdown(plain);
  // One paragraph of plain text: Editor.js's own paste, whose tools' patterns make embeds and images of links.
  if (fromHtml.length === 1 && plainOnly(fromHtml) && !markdown) return null;
  if (fromHtml.length && !(markdown && plainOnly(fromHtml))) return toEditorHtml(fromHtml);
  if (markdown) return toEditorHtml(markdownBlocks(plain));
  return html.trim() && fromHtml.length === 0 && !plain.trim() ? '' : null;
}
