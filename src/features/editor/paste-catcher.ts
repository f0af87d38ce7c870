/**
 * Clean paste (issue 25 item 3; decision 0029). Editor.js's own paste handling does the work: it splits HTML
 * into blocks by the tags each tool's `pasteConfig` claims, hands each to the tool's `onPaste`, and runs its
 * sanitizer; it turns pasted files and image addresses into image blocks, and embed links into embeds. What
 * it cannot do is read Google Docs' and Word's markup, or Markdown. So a paste is caught first, on the
 * editor's holder while it travels down to the block (the capture phase), its clipboard read into clean HTML
 * (clean-paste.ts, downloaded at the first paste), and the same paste sent on to Editor.js with that HTML.
 */

/** Editor.js's own copy of its blocks, which it pastes as they were. */
const EDITOR_JS_MIME = 'application/x-editor-js';

const resent = new WeakSet<Event>();

function resend(target: Element, html: string, plain: string) {
  const transfer = new DataTransfer();
  if (html) transfer.setData('text/html', html);
  if (plain) transfer.setData('text/plain', plain);
  const paste = new ClipboardEvent('paste', {
    clipboardData: transfer,
    bubbles: true,
    cancelable: true,
  });
  resent.add(paste);
  target.dispatchEvent(paste);
}

/** The editor holder's capture-phase paste listener. */
export function catchPaste(event: ClipboardEvent) {
  const data = event.clipboardData;
  const target = event.target;
  if (resent.has(event) || !data || !(target instanceof Element)) return;
  // An <input> (alt text) or <textarea> (code) takes the browser's paste, as Editor.js leaves it.
  if (target.closest('input, textarea, select') || data.types.includes(EDITOR_JS_MIME)) return;
  const html = data.getData('text/html');
  const plain = data.getData('text/plain');
  // A picture copied from a page or a file comes with an <img> as its HTML: the file is the image tool's.
  // Word and spreadsheets add a picture of the copied text beside its HTML: then the text is what was meant.
  const htmlWords = html.replace(/<[^>]*>|&nbsp;|\s/g, '');
  if (data.types.includes('Files') ? !htmlWords : !htmlWords && !plain.trim()) return;
  // The clipboard can be read only now; what it becomes is worked out once the cleaner has arrived.
  event.preventDefault();
  event.stopPropagation();
  import('./clean-paste')
    .then(({ pastedHtml }) => pastedHtml(html, plain))
    // Without the cleaner (offline), the paste goes to Editor.js as it came.
    .catch(() => null)
    .then((clean) => {
      // '' is the plain text alone (nothing at all when the HTML held nothing we keep and there is no text).
      if (clean !== '' || plain.trim()) resend(target, clean ?? html, plain);
    });
}
