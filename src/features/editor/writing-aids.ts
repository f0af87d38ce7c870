import type EditorJS from '@editorjs/editorjs';
import type { EditorDocument } from './document';
import { dragBlocks } from './drag-blocks';
import { attachMarkdown } from './markdown-shortcuts';
import { attachPaste } from './paste';
import { trackEditor, type Tracker } from './track-editor';
import { attachUndo, type Undo } from './undo';

/**
 * Issues 25 and 28, bound to a ready editor: the document kept current (track-editor.ts), undo and redo,
 * markdown shortcuts, paste and drop, and dragging blocks. Downloaded with Editor.js (editor-tools.ts).
 */
export interface WritingAids {
  tracker: Tracker;
  undo: Undo;
  destroy: () => void;
}

/**
 * What the editor holds once ready becomes the document, as loading (the blog, or the restored local copy):
 * no undo step. Editor.js gives the blocks stored without an id one of its own.
 */
export async function attachWritingAids(
  editor: EditorJS,
  box: HTMLElement,
  doc: EditorDocument,
): Promise<WritingAids> {
  const tracker = trackEditor(editor, box, doc);
  doc.begin('load');
  await tracker.readAll();
  const undo = attachUndo(editor, box, doc, tracker);
  const stopMarkdown = attachMarkdown(editor, box, tracker);
  // The drag's drop listener goes first: a block dragged by its handle is never taken for a paste.
  dragBlocks(editor, box);
  const stopPaste = attachPaste(editor, box, tracker);
  return {
    tracker,
    undo,
    destroy() {
      undo.destroy();
      stopMarkdown();
      stopPaste();
      tracker.destroy();
    },
  };
}
