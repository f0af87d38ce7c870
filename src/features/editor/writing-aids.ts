import type EditorJS from '@editorjs/editorjs';
import type { OutputBlockData } from '@editorjs/editorjs';
import { attachHistory, readScreen } from './editor-history';
import { attachMarkdown } from './markdown-shortcuts';

/** Issue 25 items 1 and 2, bound to a ready editor: undo and redo, and markdown shortcuts. */
export interface WritingAids {
  /** What the editor held when it was ready: loading (a blog, or the restored local draft) is no step. */
  saved: OutputBlockData[];
  /** Reads the editor after a change, as a step of the history; resolves to what Editor.js saved. */
  observe: () => Promise<OutputBlockData[]>;
  destroy: () => void;
}

/** Downloaded with Editor.js (editor-tools.ts), not with the route. */
export async function attachWritingAids(editor: EditorJS, box: HTMLElement): Promise<WritingAids> {
  const loaded = await readScreen(editor);
  const history = attachHistory(editor, box, loaded.blocks);
  const stopMarkdown = attachMarkdown(editor, box, history);
  return {
    saved: loaded.saved,
    observe: history.observe,
    destroy() {
      history.destroy();
      stopMarkdown();
    },
  };
}
