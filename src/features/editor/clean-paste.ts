import { looksLikeMarkdown, markdownBlocks } from './markdown-paste';
import { htmlBlocks } from './paste-cleaner';
import { toEditorHtml, type PastedBlock } from './pasted-blocks';

/**
 * Clean paste (issue 25 item 3; decision 0029). Editor.js's own paste handling does the work: it splits HTML
 * into blocks by the tags each tool's `pasteConfig` claims, hands each to the tool's `onPaste`, and runs its
 * sanitizer; it turns pasted files and image addresses into image blocks, and embed links into embeds. What
 * it cannot do is read Google Docs' and Word's markup, or Markdown. So a paste is caught first, on the
 * editor's holder while it travels down to the block (the capture phase), its clipboard read into clean HTML
 * (paste-cleaner.ts, markdown-paste.ts), and the same paste sent on to Editor.js with that HTML instead.
 */

/** Editor.js's own copy of its blocks, which it pastes as they were. */
const EDITOR_JS_MIME = 'application/x-editor-js';

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

const resent = new WeakSet<Event>();

/** The editor holder's capture-phase paste listener. */
export function cleanPaste(event: ClipboardEvent) {
  const data = event.clipboardData;
  const target = event.target;
  if (resent.has(event) || !data || !(target instanceof Element)) return;
  // An <input> (alt text) or <textarea> (code) takes the browser's paste, as Editor.js leaves it.
  if (target.closest('input, textarea, select') || data.types.includes(EDITOR_JS_MIME)) return;
  const html = data.getData('text/html');
  const plain = data.getData('text/plain');
  // A picture copied from a page or a file comes with an <img> as its HTML: the file is the image tool's.
  // Word and spreadsheets add a picture of the copied text beside its HTML: then the text is what was meant.
  if (
    data.types.includes('Files') &&
    !new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim()
  )
    return;
  const clean = pastedHtml(html, plain);
  if (clean === null) return;
  event.preventDefault();
  event.stopPropagation();
  if (!clean) return;
  const transfer = new DataTransfer();
  transfer.setData('text/html', clean);
  transfer.setData('text/plain', plain);
  const resend = new ClipboardEvent('paste', {
    clipboardData: transfer,
    bubbles: true,
    cancelable: true,
  });
  resent.add(resend);
  target.dispatchEvent(resend);
}
