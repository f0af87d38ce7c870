import type EditorJS from '@editorjs/editorjs';
import type { Tracker } from './track-editor';
import type * as PasteInto from './paste-into';

/**
 * Paste and drop (issues 25 and 28; decision 0034). Every paste into the editor, and every drop from outside
 * it, is caught here, before Editor.js hears it, and its blocks inserted through Editor.js's API in one go
 * (paste-into.ts), so a paste is one undo step and what is inserted is exactly what is shown and saved.
 * Editor.js's own paste handling is not used: it fills pasted blocks later, from idle callbacks, through each
 * tool's `onPaste`, and its sanitizer glued a paragraph's soft line breaks together.
 *
 * - Text with structure (HTML from Google Docs, Word or a web page; Markdown) becomes blocks (clean-paste.ts,
 *   with `marked`); one paragraph of it goes into the line at the caret.
 * - A lone address pasted over selected words links them (as Docs, Medium, Ghost and Notion do); on an empty
 *   line it becomes what it points at, by the tools' own patterns (a video, a post… or an image, copied to our
 *   storage); inside text it is a link.
 * - Image files are uploaded by new image blocks, as if chosen.
 * - Blocks copied from this editor come back as they were (cleaned like stored content).
 * - Inputs inside blocks (alt text, code) keep the browser's paste.
 *
 * The inserting code, the cleaner and `marked` are downloaded at the first paste (or drop): that first one
 * is then inserted a moment later, as a gesture of its own, at the caret it was made at.
 */

/** Editor.js's own copy of its blocks. */
const EDITOR_JS_MIME = 'application/x-editor-js';

export interface Transfer {
  files: File[];
  html: string;
  plain: string;
  blocks: string;
}

const transferOf = (data: DataTransfer): Transfer => ({
  files: [...data.files],
  html: data.getData('text/html'),
  plain: data.getData('text/plain'),
  blocks: data.types.includes(EDITOR_JS_MIME) ? data.getData(EDITOR_JS_MIME) : '',
});

type Take = ReturnType<typeof PasteInto.pasteInto>;

export function attachPaste(editor: EditorJS, box: HTMLElement, tracker: Tracker): () => void {
  let take: Take | null = null;
  let live = true;

  function paste(transfer: Transfer) {
    if (take) return take(transfer);
    const selection = window.getSelection();
    const range = selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
    import('./paste-into')
      .then(({ pasteInto }) => {
        if (!live) return;
        take = pasteInto(editor, box, tracker);
        if (range) {
          selection?.removeAllRanges();
          selection?.addRange(range);
        }
        tracker.begin('paste');
        take(transfer);
      })
      .catch((error: unknown) => console.warn('The paste could not be read', error));
  }

  const onPaste = (event: ClipboardEvent) => {
    const data = event.clipboardData;
    const target = event.target;
    if (!data || !(target instanceof Element) || target.closest('input, textarea, select')) return;
    event.preventDefault();
    event.stopPropagation();
    paste(transferOf(data));
  };

  // A drag that began inside the editor moves text the browser's way (its input events are read as edits).
  let draggingInside = false;
  const onDragStart = () => {
    draggingInside = true;
  };
  const onDragEnd = () => {
    draggingInside = false;
  };
  const onDrop = (event: DragEvent) => {
    const data = event.dataTransfer;
    // A block dragged by its handle is drag-blocks.ts's (it prevents the default).
    if (!data || event.defaultPrevented || draggingInside) return;
    event.preventDefault();
    event.stopPropagation();
    const point = document.caretRangeFromPoint?.(event.clientX, event.clientY);
    if (point) {
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(point);
    }
    paste(transferOf(data));
  };

  box.addEventListener('paste', onPaste, true);
  box.addEventListener('drop', onDrop, true);
  box.addEventListener('dragstart', onDragStart);
  box.addEventListener('dragend', onDragEnd);
  return () => {
    live = false;
    box.removeEventListener('paste', onPaste, true);
    box.removeEventListener('drop', onDrop, true);
    box.removeEventListener('dragstart', onDragStart);
    box.removeEventListener('dragend', onDragEnd);
  };
}
