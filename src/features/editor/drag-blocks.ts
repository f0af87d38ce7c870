import type EditorJS from '@editorjs/editorjs';
import { BLOCK_SELECTOR, SETTINGS_BUTTON } from './editorjs-adapter';

/**
 * Dragging a block to a new place with the mouse (issue 25 item 5; docs/decisions/0030). The block's handle is
 * Editor.js's own block-settings button (⋮⋮), made draggable: pressed it opens the settings as before, dragged
 * it carries its block, and a line shows where the block will land. The move goes through `blocks.move`, so
 * the editor's change, autosave and history see it like the keyboard's Move up / Move down, which stay.
 *
 * Our own ~60 lines rather than `editorjs-drag-drop`: that plugin adds a listener to `document` that is never
 * removed (each editor visit would keep the last editor alive) and lets Editor.js also paste what was dropped.
 * Every listener here is on the editor's own box, which leaves the page with it.
 */

const DROP_BEFORE = 'ce-block--drop-before';
const DROP_AFTER = 'ce-block--drop-after';

interface Target {
  index: number;
  after: boolean;
}

/**
 * Where a block dragged from `from` ends up once it has left its old place, dropped before or after the block
 * at `target.index`. Dropped on itself (either half) it stays (issue 28 item 7: its own lower half moved it
 * below its neighbour).
 */
export function landing(from: number, target: Target): number {
  if (target.index === from) return from;
  return target.index > from
    ? target.index - (target.after ? 0 : 1)
    : target.index + (target.after ? 1 : 0);
}

export function dragBlocks(editor: EditorJS, box: HTMLElement): void {
  let from: number | null = null;
  let marked: Element | null = null;

  const blocks = () => [...box.querySelectorAll(BLOCK_SELECTOR)];
  const unmark = () => {
    marked?.classList.remove(DROP_BEFORE, DROP_AFTER);
    marked = null;
  };

  /** The block whose rows the pointer is level with, and whether it is in that block's lower half. */
  function targetAt(y: number): Target | null {
    const all = blocks();
    for (const [index, block] of all.entries()) {
      const { top, bottom } = block.getBoundingClientRect();
      if (y < bottom || index === all.length - 1) return { index, after: y > (top + bottom) / 2 };
    }
    return null;
  }

  box.addEventListener('dragstart', (event) => {
    const handle = (event.target as Element | null)?.closest?.(SETTINGS_BUTTON);
    if (!handle || !event.dataTransfer) return;
    // The block the toolbar stands by: the one level with the handle.
    const { top, bottom } = handle.getBoundingClientRect();
    const target = targetAt((top + bottom) / 2);
    if (!target || blocks().length < 2) {
      event.preventDefault();
      return;
    }
    from = target.index;
    event.dataTransfer.effectAllowed = 'move';
    editor.toolbar.close();
  });

  // Capture: while a block is dragged, Editor.js's own drop handling (which pastes what is dropped) stays out.
  box.addEventListener(
    'dragover',
    (event) => {
      if (from === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      const target = targetAt(event.clientY);
      const block = target ? blocks()[target.index] : null;
      if (block !== marked) unmark();
      if (!block || !target) return;
      block.classList.toggle(DROP_AFTER, target.after);
      block.classList.toggle(DROP_BEFORE, !target.after);
      marked = block;
    },
    true,
  );

  box.addEventListener(
    'drop',
    (event) => {
      if (from === null) return;
      event.preventDefault();
      event.stopPropagation();
      const target = targetAt(event.clientY);
      const start = from;
      from = null;
      unmark();
      if (!target) return;
      const to = landing(start, target);
      if (to !== start) editor.blocks.move(to, start);
    },
    true,
  );

  box.addEventListener('dragend', () => {
    from = null;
    unmark();
  });

  // Editor.js draws its toolbar once a block is first pointed at.
  box.addEventListener('pointerover', () => {
    const handle = box.querySelector(SETTINGS_BUTTON);
    if (handle && handle.getAttribute('draggable') !== 'true')
      handle.setAttribute('draggable', 'true');
  });
}
