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
 * The clipboard as the HTML we give Editor.js, or '' to give it the plain text alone. Markdown in the plain
 * text wins over HTML that carries nothing but text (a code editor's coloured spans, a chat's divs); text
 * that is one plain paragraph goes as text, so the tools' patterns make embeds and images of pasted links.
 */
export function pastedHtml(html: string, plain: string): string {
  const fromHtml = html.trim() ? htmlBlocks(html) : [];
  const markdown = looksLikeMarkdown(plain);
  if (markdown && plainOnly(fromHtml)) return toEditorHtml(markdownBlocks(plain));
  const asText = plain.trim() && fromHtml.length <= 1 && plainOnly(fromHtml);
  return asText ? '' : toEditorHtml(fromHtml);
}
