import type EditorJS from '@editorjs/editorjs';
import type { Blocks, EditorDocument } from './document';
import { runDeferredWork } from './editorjs-adapter';
import { historyAction, type HistoryAction } from './editor-keys';
import { createHistory, firstDifference, planSteps } from './history';
import type { Tracker } from './track-editor';

/**
 * Undo and redo across the whole document (issues 25 and 28), bound to one Editor.js instance: Cmd/Ctrl+Z,
 * Cmd/Ctrl+Shift+Z and Cmd/Ctrl+Y, and the browser's own Undo and Redo commands. The history (history.ts)
 * keeps the document's states; a step back is drawn by deleting, moving, inserting (with the old id) and
 * updating only the blocks that differ, then the caret goes where the change was. The browser's own undo
 * never runs in the editor: it knows nothing of blocks.
 */

export interface Undo {
  run: (action: HistoryAction) => Promise<void>;
  destroy: () => void;
}

const isField = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * A field in a block (an image's alt text, the code block's textarea) keeps the browser's own undo and redo
 * for its text; but an empty one has nothing to undo, and Ctrl+Z there undoes the document's last step
 * (right after ``` made a code block, the caret is in its empty textarea: Ctrl+Z gives the ``` back).
 */
const fieldsOwn = (target: EventTarget | null, action: HistoryAction) =>
  isField(target) && (action === 'redo' || target.value !== '');

/** Blocks the writer types in: the caret goes to one after a step, never into an image's fields. */
const TEXT_TYPES = new Set(['paragraph', 'header', 'list', 'quote']);

/**
 * The caret goes where the step was: to the end of that block, or of the nearest text block before it (or
 * after it). An image's alt text field would take the next Ctrl+Shift+Z as its own, and redo nothing; a code
 * block made by the step is where the writer was, and takes it.
 */
function placeCaret(editor: EditorJS, blocks: Blocks, index: number) {
  // The step's own code block (a redone ```) takes the caret: the writer goes on writing the code.
  if (blocks[index]?.type === 'code') {
    editor.caret.setToBlock(index, 'end');
    return;
  }
  const isText = (at: number) => TEXT_TYPES.has(blocks[at]?.type ?? '');
  let at = Math.min(index, blocks.length - 1);
  while (at >= 0 && !isText(at)) at--;
  if (at < 0) {
    at = index + 1;
    while (at < blocks.length && !isText(at)) at++;
  }
  if (at >= 0 && at < blocks.length) editor.caret.setToBlock(at, 'end');
  else (document.activeElement as HTMLElement | null)?.blur();
}

export function attachUndo(
  editor: EditorJS,
  box: HTMLElement,
  doc: EditorDocument,
  tracker: Tracker,
): Undo {
  const history = createHistory();
  const stopListening = doc.listen(history.take);
  let chain: Promise<void> = Promise.resolve();

  async function draw(action: HistoryAction) {
    // Everything typed before the key has reached the document (a task ago at the latest).
    await tracker.verify();
    const before = doc.blocks();
    const target = action === 'undo' ? history.undo(before) : history.redo(before);
    doc.begin(action);
    if (!target) return;
    const { blocks } = editor;
    for (const step of planSteps(before, target)) {
      if (step.op === 'delete') blocks.delete(step.index);
      else if (step.op === 'move') blocks.move(step.to, step.from);
      else if (step.op === 'insert') {
        const { type, data, id } = step.block;
        blocks.insert(type, { ...data }, undefined, step.index, false, false, id);
      } else await blocks.update(step.block.id, { ...step.block.data });
    }
    runDeferredWork();
    await tracker.settled();
    placeCaret(editor, target, firstDifference(before, target));
  }

  const run = (action: HistoryAction) =>
    (chain = chain
      .then(() => draw(action))
      .catch((error: unknown) => console.warn('Undo failed', error)));

  const inScope = (target: EventTarget | null, action: HistoryAction) =>
    target instanceof Node &&
    (box.contains(target)
      ? !fieldsOwn(target, action)
      : (target === document.body || target === document.documentElement) &&
        box.getClientRects().length > 0);

  const onKeyDown = (event: KeyboardEvent) => {
    const action = historyAction(event);
    if (!action || !inScope(event.target, action)) return;
    event.preventDefault();
    event.stopPropagation();
    void run(action);
  };
  // The browser's Edit menu and context menu: its undo knows nothing of blocks either.
  const onBeforeInput = (event: InputEvent) => {
    const action =
      event.inputType === 'historyUndo'
        ? 'undo'
        : event.inputType === 'historyRedo'
          ? 'redo'
          : null;
    if (!action || fieldsOwn(event.target, action)) return;
    event.preventDefault();
    void run(action);
  };
  window.addEventListener('keydown', onKeyDown, true);
  box.addEventListener('beforeinput', onBeforeInput, true);

  return {
    run,
    destroy() {
      stopListening();
      window.removeEventListener('keydown', onKeyDown, true);
      box.removeEventListener('beforeinput', onBeforeInput, true);
    },
  };
}
