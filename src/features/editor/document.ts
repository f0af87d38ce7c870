import type { ContentBlock } from '@/api/types';

/**
 * The one document being written (issue 28 item 1; ARCHITECTURE "The editor"): the blocks in order, each as
 * its tool last gave it, with its id. It is kept current from Editor.js's block-level events
 * (track-editor.ts reads only the block an event names) and everything reads it: the undo history, the
 * local copy, the word count, the unsaved-changes check, Save Draft, Publish and the uploads in flight.
 * It knows nothing of Editor.js: it is a list that changes, one step at a time, in the order things happened.
 *
 * Blocks are immutable: a change makes a new block object and a new list, and the blocks that did not change
 * stay the same objects. So comparing two lists is mostly comparing references, an undo state shares every
 * unchanged block with the document, and work per keystroke does not grow with the length of the post.
 */
export interface DocBlock {
  readonly id: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export type Blocks = readonly DocBlock[];

/**
 * What made a change. `typing` is text typed or deleted in one block (an input event's own edit);
 * `background` is what the editor does on its own (an image's upload ending, its natural size measured, its
 * address failing): no step of the writer's. Anything else is the writer's structural step.
 */
export type Cause =
  { kind: 'typing'; deleting: boolean; text: string } | { kind: 'edit' } | { kind: 'background' };

export type GestureKind =
  'load' | 'key' | 'pointer' | 'paste' | 'drop' | 'cut' | 'convert' | 'undo' | 'redo';

/** One thing the writer did (a key, a click, a paste…): every change until the next one is its effect. */
export interface Gesture {
  readonly id: number;
  readonly kind: GestureKind;
  /** When it happened (ms, the event's clock): typing is grouped by its pauses. */
  readonly at: number;
}

export type DocEvent =
  | { type: 'gesture'; gesture: Gesture; blocks: Blocks }
  | { type: 'change'; before: Blocks; after: Blocks; cause: Cause; gesture: Gesture; id?: string };

/** Fields of a block that are the editor's, never the writer's: an upload's state, a picture failing to load. */
export const TRANSIENT = '_state';
export type ImageState = 'uploading' | 'broken';

const keys = new WeakMap<DocBlock, string>();

/** `data` without the fields named. */
export const without = (data: Readonly<Record<string, unknown>>, ...names: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => !names.includes(name)));

/** What a block is compared by (computed once per block object): its type and data, less what is not the writer's. */
export function blockKey(block: DocBlock): string {
  let key = keys.get(block);
  if (key === undefined) {
    key = `${block.type}\u0000${JSON.stringify(writersData(block))}`;
    keys.set(block, key);
  }
  return key;
}

/** The data without transient fields and an image's measured size (decision 0011: the editor adds it). */
function writersData(block: DocBlock): unknown {
  const data = block.data;
  if (!(TRANSIENT in data) && block.type !== 'image') return data;
  const rest = without(data, TRANSIENT);
  const file = rest.file;
  if (block.type === 'image' && file && typeof file === 'object') {
    const { url } = file as { url?: unknown };
    rest.file = { url };
  }
  return rest;
}

const sameData = (a: DocBlock, b: DocBlock) =>
  a.data === b.data || JSON.stringify(a.data) === JSON.stringify(b.data);

export const sameBlock = (a: DocBlock | undefined, b: DocBlock | undefined): boolean =>
  a === b || (!!a && !!b && a.id === b.id && blockKey(a) === blockKey(b));

export const sameBlocks = (a: Blocks, b: Blocks): boolean =>
  a === b || (a.length === b.length && a.every((block, index) => sameBlock(block, b[index])));

/** JSON with every object's keys in order. */
function orderedJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(
          Object.entries(field as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : field,
  );
}

/**
 * Whether the writer's content is the same, for the unsaved check ('Leave without saving?'): a tool's reading
 * of a block can list the same fields in another order than the stored block (the image tool, once its
 * picture has loaded), which is no change. The history keeps its own, exact comparison (sameBlocks).
 */
export const sameContent = (a: Blocks, b: Blocks): boolean =>
  a === b ||
  (a.length === b.length &&
    a.every((block, index) => {
      const other = b[index];
      // The document keeps every block it did not change as the same object: only the blocks changed since
      // the baseline are written out (at each key in a 2,000-block post, every block was: 5 ms a key).
      return (
        block === other ||
        (!!other &&
          block.id === other.id &&
          block.type === other.type &&
          orderedJson(writersData(block)) === orderedJson(writersData(other)))
      );
    }));

export interface EditorDocument {
  blocks: () => Blocks;
  /** The gesture changes are now counted to (track-editor.ts starts them). */
  begin: (kind: GestureKind, at?: number) => Gesture;
  gesture: () => Gesture;
  insert: (index: number, block: DocBlock, cause: Cause) => void;
  update: (block: DocBlock, cause: Cause) => void;
  remove: (id: string, cause: Cause) => void;
  move: (id: string, to: number, cause: Cause) => void;
  /** The whole list at once: on load, after a reset, or when the editor had to be read whole. */
  replace: (blocks: Blocks, cause: Cause) => void;
  /** Every change and gesture, in order (the history). */
  listen: (listener: (event: DocEvent) => void) => () => void;
  /** For useSyncExternalStore: called after each change; `blocks()` is then a new list. */
  subscribe: (listener: () => void) => () => void;
}

export function createEditorDocument(initial: Blocks = []): EditorDocument {
  let blocks: Blocks = initial;
  let gestureCount = 0;
  let current: Gesture = { id: 0, kind: 'load', at: 0 };
  const listeners = new Set<(event: DocEvent) => void>();
  const subscribers = new Set<() => void>();

  const emit = (event: DocEvent) => {
    for (const listener of listeners) listener(event);
  };
  function set(next: Blocks, cause: Cause, id?: string) {
    if (next === blocks) return;
    const before = blocks;
    blocks = next;
    emit({ type: 'change', before, after: next, cause, gesture: current, id });
    for (const subscriber of subscribers) subscriber();
  }
  const indexOf = (id: string) => blocks.findIndex((block) => block.id === id);

  return {
    blocks: () => blocks,
    begin(kind, at = performance.now()) {
      current = { id: ++gestureCount, kind, at };
      emit({ type: 'gesture', gesture: current, blocks });
      return current;
    },
    gesture: () => current,
    insert(index, block, cause) {
      const next = blocks.filter((other) => other.id !== block.id);
      next.splice(Math.max(0, Math.min(index, next.length)), 0, block);
      set(next, cause, block.id);
    },
    update(block, cause) {
      const index = indexOf(block.id);
      const old = blocks[index];
      if (!old || (old.type === block.type && sameData(old, block))) return;
      const next = blocks.slice();
      next[index] = block;
      set(next, cause, block.id);
    },
    remove(id, cause) {
      const index = indexOf(id);
      if (index < 0) return;
      set(
        blocks.filter((_, at) => at !== index),
        cause,
        id,
      );
    },
    move(id, to, cause) {
      const from = indexOf(id);
      const block = blocks[from];
      if (!block || from === to) return;
      const next = blocks.filter((_, at) => at !== from);
      next.splice(Math.max(0, Math.min(to, next.length)), 0, block);
      set(next, cause, id);
    },
    replace(next, cause) {
      set(next, cause);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribe(listener) {
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
  };
}

/** A block id like Editor.js's own (ten letters and digits), for a stored block that has none. */
export function newBlockId(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const random = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(random, (byte) => letters[byte % letters.length]).join('');
}

/** Stored content (a blog, a local copy) as the document's first blocks, each with an id. */
export function docBlocks(blocks: readonly ContentBlock[]): Blocks {
  return blocks.map((block) => ({
    id: block.id ?? newBlockId(),
    type: block.type,
    data: block.data,
  }));
}
