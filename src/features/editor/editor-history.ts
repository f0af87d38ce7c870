import type EditorJS from '@editorjs/editorjs';
import type { OutputBlockData } from '@editorjs/editorjs';
import {
  createHistory,
  firstDifference,
  planSteps,
  type HistoryBlock,
  type State,
} from './history';

/**
 * Undo and redo across the whole document (issue 25 item 1), bound to one Editor.js instance: Cmd/Ctrl+Z,
 * Cmd/Ctrl+Shift+Z and Cmd/Ctrl+Y (and the browser's own Undo and Redo commands) step through states the
 * editor read back after changes. A step is drawn by deleting, moving, inserting and updating only the
 * blocks that differ, by id, so an image comes back with its address and the caret lands where the change
 * was. The browser's own undo never runs in the editor: it knows nothing of blocks (issue 25 item 8: after
 * a block was deleted from its settings, it emptied the next paragraph instead).
 */

export type HistoryAction = 'undo' | 'redo';

/** Cmd/Ctrl+Z undoes; Cmd/Ctrl+Shift+Z and Cmd/Ctrl+Y redo (either modifier, on any platform). */
export function historyAction(event: KeyboardEvent): HistoryAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return null;
  const key = event.key.toLowerCase();
  if (key === 'z' || event.code === 'KeyZ') return event.shiftKey ? 'redo' : 'undo';
  if ((key === 'y' || event.code === 'KeyY') && !event.shiftKey) return 'redo';
  return null;
}

export interface EditorHistory {
  /**
   * Reads the editor after a change (for the local draft too: it resolves to what Editor.js saved) and
   * makes it a new step when it differs, unless a step was drawn meanwhile.
   */
  observe: () => Promise<OutputBlockData[]>;
  /**
   * Makes what the editor holds at this very moment a step of its own (before and after a conversion, at
   * a new line). Editor.js reads its blocks' text as save() is called, so this is the text as it is now.
   */
  checkpoint: () => void;
  run: (action: HistoryAction) => Promise<void>;
  destroy: () => void;
}

export interface Reading {
  saved: OutputBlockData[];
  blocks: HistoryBlock[];
}

/**
 * The blocks on screen, in order: those Editor.js saves, and an empty one for each it does not. Both are
 * taken when this is called (the blocks' list, and each tool's save, which reads its text at once).
 */
export async function readScreen(editor: EditorJS): Promise<Reading> {
  const screen: { id: string; name: string }[] = [];
  for (let index = 0; index < editor.blocks.getBlocksCount(); index++) {
    const block = editor.blocks.getBlockByIndex(index);
    if (block) screen.push({ id: block.id, name: block.name });
  }
  const { blocks: saved } = await editor.save();
  const byId = new Map(saved.map((block) => [block.id, block]));
  const blocks = screen.flatMap(({ id, name }): HistoryBlock[] => {
    const data = byId.get(id);
    if (data) return [{ id, type: data.type, data: data.data as Record<string, unknown> }];
    // An image without its picture yet is no step: undo takes the image away, or brings it back whole.
    return name === 'image' ? [] : [{ id, type: name, data: {}, empty: true }];
  });
  return { saved, blocks };
}

/**
 * Editor.js fills pasted blocks from idle callbacks (BlockManager.paste), after inserting them empty; idle
 * callbacks run in the order they were asked for, so once one asked now has run, those have too.
 */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });

const isField = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * A field in a block (an image's alt text, the code block's textarea) keeps the browser's own undo and redo
 * for its text; but an empty one has nothing to undo, and Ctrl+Z there undoes the document's last step
 * (right after ``` made a code block, the caret is in its empty textarea: Ctrl+Z gives the ``` back).
 */
const fieldsOwn = (target: EventTarget | null, action: HistoryAction) =>
  isField(target) && (action === 'redo' || target.value !== '');

export function attachHistory(
  editor: EditorJS,
  box: HTMLElement,
  initial: HistoryBlock[],
): EditorHistory {
  const history = createHistory(initial);
  /** Odd while a step is being drawn; a reading begun at another stamp is not recorded. */
  let stamp = 0;
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) =>
    (queue = queue.then(task).catch((error: unknown) => console.warn('Undo failed', error)));
  const read = async () => (await readScreen(editor)).blocks;
  /** Records a reading begun now, in turn with the steps. */
  const recordNow = () => {
    const from = stamp;
    const reading = readScreen(editor);
    void enqueue(async () => {
      const { blocks } = await reading;
      if (from === stamp && stamp % 2 === 0) history.record(blocks);
    });
    return reading;
  };

  async function draw(target: State, before: State) {
    const { blocks } = editor;
    // What is on screen: the state's blocks, and any it leaves out (an image still uploading) to go.
    const known = new Map(before.map((entry) => [entry.block.id, entry]));
    const screen = [];
    for (let index = 0; index < blocks.getBlocksCount(); index++) {
      const id = blocks.getBlockByIndex(index)?.id;
      if (id) screen.push({ id, entry: known.get(id) });
    }
    for (const step of planSteps(screen, target)) {
      if (step.op === 'delete') blocks.delete(step.index);
      else if (step.op === 'move') blocks.move(step.to, step.from);
      else if (step.op === 'insert') {
        const { type, data, id, empty } = step.block;
        blocks.insert(type, empty ? undefined : data, undefined, step.index, false, false, id);
      } else if (step.block.id) await blocks.update(step.block.id, step.block.data);
    }
    editor.caret.setToBlock(firstDifference(before, target), 'end');
  }

  const run = (action: HistoryAction) =>
    enqueue(async () => {
      // Typing not yet read back is a step of its own, undone first.
      history.record(await read());
      const before = history.present();
      const target = action === 'undo' ? history.undo() : history.redo();
      if (!target) return;
      stamp++;
      try {
        await draw(target, before);
        history.refresh(await read());
      } finally {
        stamp++;
      }
    });

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

  // A new line is a step of its own: the text before it (read as the key goes down, ahead of Editor.js)
  // and the new line (read once the block's own listeners, which make it at once, have run).
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || event.ctrlKey || event.metaKey) return;
    if (!isField(event.target)) void recordNow();
  };
  window.addEventListener('keydown', onKeyDown, true);
  box.addEventListener('keydown', onEnter, true);
  box.addEventListener('keydown', onEnter);
  box.addEventListener('beforeinput', onBeforeInput, true);

  return {
    // A reading after a pause waits for a paste to be filled in: half a paste is no step.
    observe: async () => {
      await idle();
      return (await recordNow()).saved;
    },
    checkpoint: () => void recordNow(),
    run,
    destroy() {
      window.removeEventListener('keydown', onKeyDown, true);
      box.removeEventListener('keydown', onEnter, true);
      box.removeEventListener('keydown', onEnter);
      box.removeEventListener('beforeinput', onBeforeInput, true);
    },
  };
}
