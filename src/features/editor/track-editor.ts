import type EditorJS from '@editorjs/editorjs';
import type { BlockAPI } from '@editorjs/editorjs';
import { historyAction } from './editor-keys';
import { blockIdOf, drawnBlockIds, onBlockMutation, savedBlock } from './editorjs-adapter';
import type { Cause, DocBlock, EditorDocument, GestureKind } from './document';

/**
 * Keeps the document (document.ts) current from one Editor.js instance (issue 28 item 1). Editor.js names the
 * block each change is about (editorjs-adapter.ts `onBlockMutation`); the text typed into a block is also
 * heard from its input events, the moment it is typed. Only the block named is read, through its own
 * `save()`, which reads the tool's element at once: the reading is what the block held at that moment, even
 * though its result arrives a microtask later.
 *
 * Order is everything: readings, and the marks of the writer's gestures (a key, a click, a paste…) go through
 * one queue and reach the document in the order they happened. Nothing waits on a timer; every reading ends
 * within the microtasks of the task that began it, so by the time the next key is handled the document holds
 * everything before it.
 */

export interface Tracker {
  /** Resolves once every reading begun so far has reached the document. */
  settled: () => Promise<void>;
  /** A gesture of the app's own (a conversion, a paste finished late), counted from this point in order. */
  begin: (kind: GestureKind) => void;
  /** Reads the block holding `element` (or the block given) into the document now. */
  touch: (target: Element | BlockAPI, cause?: Cause) => void;
  /** Runs `change` with what it makes Editor.js do counted as the editor's own, not a step (synchronous events). */
  quietly: <T>(change: () => T) => T;
  /** The whole document read afresh (on load; after a structure that no longer matches, see `verify`). */
  readAll: () => Promise<void>;
  /** Checks the document has the editor's blocks in the editor's order, and reads it whole if not. */
  verify: () => Promise<void>;
  destroy: () => void;
}

const EDIT: Cause = { kind: 'edit' };
const BACKGROUND: Cause = { kind: 'background' };

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

async function readBlock(block: BlockAPI, saving: Promise<unknown>): Promise<DocBlock> {
  let data: Record<string, unknown> = {};
  try {
    data = record(record(await saving).data);
  } catch (error) {
    // A tool that cannot say what it holds still holds its place: the block is never dropped.
    console.warn('Reading a block failed', error);
  }
  return { id: block.id, ...savedBlock(block.name, data) };
}

function typingCause(event: Event): Cause {
  if (!(event instanceof InputEvent)) return EDIT;
  const type = event.inputType;
  if (type === 'insertText' || type === 'insertCompositionText' || type === 'insertReplacementText')
    return { kind: 'typing', deleting: false, text: event.data ?? '' };
  if (type === 'insertLineBreak') return { kind: 'typing', deleting: false, text: '\n' };
  if (type.startsWith('delete') && type !== 'deleteByCut' && type !== 'deleteByDrag')
    return { kind: 'typing', deleting: true, text: '' };
  return EDIT;
}

const MODIFIERS = new Set(['Control', 'Shift', 'Alt', 'Meta', 'CapsLock', 'Dead']);

export function trackEditor(editor: EditorJS, box: HTMLElement, doc: EditorDocument): Tracker {
  let queue: Promise<void> = Promise.resolve();
  let quiet = 0;
  /**
   * The typing the browser is about to do, told by `beforeinput` before it changes anything: whatever then
   * reports that block changed (its input event, or Editor.js's mutation observer, whichever runs first) is
   * that typing, until the next gesture.
   */
  let typing: { id: string; cause: Cause } | null = null;
  const enqueue = (task: () => void | Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => console.warn('Keeping the document', error));
  };
  const cause = (given: Cause = EDIT, id?: string): Cause => {
    if (quiet > 0) return BACKGROUND;
    if (given === EDIT && typing && typing.id === id) return typing.cause;
    return given;
  };

  /**
   * Blocks being read right now. A tool may touch its own element while it saves (@editorjs/list normalizes
   * its text nodes): Editor.js's observer then reports a change, a microtask later, that is the reading
   * itself, and is not read again (it would read forever).
   */
  const reading = new Set<string>();

  function read(block: BlockAPI, how: Cause, apply: (read: DocBlock, how: Cause) => void) {
    const { id } = block;
    reading.add(id);
    // save() reads the tool's element before its first await: this is the block as it is now.
    const result = readBlock(block, block.save());
    void result.then(() => reading.delete(id));
    enqueue(async () => apply(await result, how));
  }
  const update = (block: BlockAPI, how: Cause) =>
    read(block, how, (read, why) => doc.update(read, why));

  const stopMutations = onBlockMutation(editor, (mutation) => {
    switch (mutation.type) {
      case 'block-added': {
        const { index } = mutation;
        return read(mutation.block, cause(), (read, why) => doc.insert(index, read, why));
      }
      case 'block-removed': {
        const how = cause();
        return enqueue(() => doc.remove(mutation.id, how));
      }
      case 'block-moved': {
        const how = cause();
        return enqueue(() => doc.move(mutation.id, mutation.to, how));
      }
      case 'block-changed':
        if (reading.has(mutation.block.id)) return;
        return update(mutation.block, cause(EDIT, mutation.block.id));
    }
  });

  function blockOf(target: EventTarget | null): BlockAPI | undefined {
    if (!(target instanceof Node)) return undefined;
    const element = target instanceof Element ? target : target.parentElement;
    const id = element && box.contains(element) ? blockIdOf(element) : undefined;
    return id ? (editor.blocks.getById(id) ?? undefined) : undefined;
  }

  const onBeforeInput = (event: Event) => {
    const block = blockOf(event.target);
    const how = typingCause(event);
    typing = block && how.kind === 'typing' ? { id: block.id, cause: how } : null;
  };
  // Text changed, heard as it changes (Editor.js reports a new block's changes only once it watches it).
  const onInput = (event: Event) => {
    const block = blockOf(event.target);
    if (block) update(block, cause(EDIT, block.id));
  };
  // A <select> in a block (the code block's language) changes no text.
  const onChange = (event: Event) => {
    const block = blockOf(event.target);
    if (block) update(block, cause());
  };
  box.addEventListener('beforeinput', onBeforeInput, true);
  box.addEventListener('input', onInput, true);
  box.addEventListener('change', onChange, true);

  // The writer's gestures, heard before anything handles them. Undo and redo begin their own (undo.ts).
  const begin = (kind: GestureKind, at: number) => {
    typing = null;
    enqueue(() => void doc.begin(kind, at));
  };
  const onKey = (event: KeyboardEvent) => {
    if (MODIFIERS.has(event.key) || historyAction(event)) return;
    begin('key', event.timeStamp);
  };
  const gestures: [string, (event: Event) => void][] = [
    ['keydown', onKey as (event: Event) => void],
    ['pointerdown', (event) => begin('pointer', event.timeStamp)],
    ['paste', (event) => begin('paste', event.timeStamp)],
    ['drop', (event) => begin('drop', event.timeStamp)],
    ['cut', (event) => begin('cut', event.timeStamp)],
  ];
  for (const [type, listener] of gestures) window.addEventListener(type, listener, true);

  async function readAll() {
    const blocks: Promise<DocBlock>[] = [];
    const count = editor.blocks.getBlocksCount();
    for (let index = 0; index < count; index++) {
      const block = editor.blocks.getBlockByIndex(index);
      if (block) blocks.push(readBlock(block, block.save()));
    }
    const how = cause();
    const all = Promise.all(blocks);
    enqueue(async () => doc.replace(await all, how));
    await settled();
  }

  async function settled() {
    let tail: Promise<void>;
    do {
      tail = queue;
      await tail;
    } while (tail !== queue);
  }

  return {
    settled,
    begin: (kind) => begin(kind, performance.now()),
    touch(target, how) {
      const block = 'save' in target ? target : blockOf(target);
      if (block) update(block, how ? cause(how) : cause(EDIT, block.id));
    },
    quietly(change) {
      quiet++;
      try {
        return change();
      } finally {
        quiet--;
      }
    },
    readAll,
    async verify() {
      await settled();
      const blocks = doc.blocks();
      const drawn = drawnBlockIds(box);
      const same =
        drawn.length === editor.blocks.getBlocksCount() &&
        drawn.length === blocks.length &&
        drawn.every((id, index) => id === blocks[index]?.id);
      if (same) return;
      console.warn('The document had drifted from the editor: read it whole');
      await readAll();
    },
    destroy() {
      stopMutations();
      box.removeEventListener('beforeinput', onBeforeInput, true);
      box.removeEventListener('input', onInput, true);
      box.removeEventListener('change', onChange, true);
      for (const [type, listener] of gestures) window.removeEventListener(type, listener, true);
    },
  };
}
