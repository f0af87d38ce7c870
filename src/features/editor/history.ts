/**
 * The editor's undo history (issue 25 item 1), free of Editor.js: states of the whole document, each the
 * blocks as Editor.js saved them (with their ids), and the steps to turn the blocks on screen into another
 * state (delete, move, insert, update by id), so an undo touches only the blocks that differ.
 * Decision 0028 says why this and not editorjs-undo.
 */

export interface HistoryBlock {
  id?: string;
  type: string;
  data: Record<string, unknown>;
  /**
   * A block on screen that Editor.js does not save (an empty paragraph or heading, an image not yet
   * uploaded): kept in the state so an undo brings back the empty line, not nothing.
   */
  empty?: boolean;
}

/** A block with what it is compared by, computed once: a state shares unchanged entries with the last. */
export interface Entry {
  block: HistoryBlock;
  key: string;
}

export type State = Entry[];

/**
 * What a block is compared by: its type and data, less an image's natural size, which the image tool
 * measures after it loads (decision 0011) and which is no change of the author's.
 */
export function blockKey(block: HistoryBlock): string {
  let data = block.data;
  const file = data.file as Record<string, unknown> | undefined;
  if (block.type === 'image' && file && typeof file === 'object') {
    const rest = { ...file };
    delete rest.width;
    delete rest.height;
    data = { ...data, file: rest };
  }
  return `${block.id ?? ''}\u0000${block.type}\u0000${block.empty ? '' : JSON.stringify(data)}`;
}

/** Blocks as entries, reusing the previous state's entry where a block is unchanged. */
export function toState(blocks: HistoryBlock[], previous: State = []): State {
  const known = new Map(previous.map((entry) => [entry.key, entry]));
  return blocks.map((block) => {
    const key = blockKey(block);
    // An image's entry is its own: its key leaves out the size the new reading may have.
    return (block.type !== 'image' && known.get(key)) || { block, key };
  });
}

export const sameState = (a: State, b: State): boolean =>
  a.length === b.length && a.every((entry, index) => entry.key === b[index]?.key);

/** How many steps are kept back (the oldest go first). */
export const HISTORY_LIMIT = 200;

export interface History {
  /** The state the document is in. */
  present: () => State;
  /**
   * A state the document has reached: a new step (and the redo steps are gone) when it differs from the
   * present; when it is the same (image sizes aside) it only refreshes the present.
   */
  record: (blocks: HistoryBlock[]) => boolean;
  /** The state the document is in after a step was drawn (the tools' own shape of it): not a step. */
  refresh: (blocks: HistoryBlock[]) => void;
  /** The state one step back (which becomes the present), or null at the first one. */
  undo: () => State | null;
  redo: () => State | null;
}

/** The history of a document loaded as `initial`: loading is not a step, so the first undo stops there. */
export function createHistory(initial: HistoryBlock[], limit = HISTORY_LIMIT): History {
  let present = toState(initial);
  const past: State[] = [];
  let future: State[] = [];
  return {
    present: () => present,
    record(blocks) {
      const next = toState(blocks, present);
      const changed = !sameState(next, present);
      if (changed) {
        past.push(present);
        if (past.length > limit) past.shift();
        future = [];
      }
      present = next;
      return changed;
    },
    refresh(blocks) {
      present = toState(blocks, present);
    },
    undo() {
      const previous = past.pop();
      if (!previous) return null;
      future.push(present);
      present = previous;
      return present;
    },
    redo() {
      const next = future.pop();
      if (!next) return null;
      past.push(present);
      present = next;
      return present;
    },
  };
}

export type Step =
  | { op: 'delete'; index: number }
  | { op: 'move'; from: number; to: number }
  | { op: 'insert'; index: number; block: HistoryBlock }
  | { op: 'update'; index: number; block: HistoryBlock };

/**
 * The steps that turn the blocks on screen into `target`, in order, each index as it is when its step
 * runs. `current` is what is on screen: every block's id, with its saved entry (none for a block Editor.js
 * does not save, such as an empty paragraph or an image still uploading). Blocks are matched by id; one
 * whose type changed is deleted and inserted anew. When no block stays, the target's blocks are inserted
 * before the old ones go: Editor.js never leaves itself without a block (it would add an empty paragraph,
 * and move the caret into it).
 */
export function planSteps(current: { id: string; entry?: Entry }[], target: State): Step[] {
  const wanted = new Map(target.map((entry) => [entry.block.id, entry]));
  const steps: Step[] = [];
  const order: string[] = [];
  // Deletions, from the end so earlier indexes hold.
  for (let index = current.length - 1; index >= 0; index--) {
    const { id, entry } = current[index] ?? { id: '' };
    const goal = wanted.get(id);
    // An empty block is drawn afresh rather than updated (a tool merges the data it is given).
    const redraw = goal?.block.empty || entry?.block.empty;
    if (
      !goal ||
      !entry ||
      goal.block.type !== entry.block.type ||
      (redraw && goal.key !== entry.key)
    )
      steps.push({ op: 'delete', index });
    else order.unshift(id);
  }
  if (!order.length && target.length) {
    const last = target.length + current.length - 1;
    return [
      ...target.map((entry, index): Step => ({ op: 'insert', index, block: entry.block })),
      ...current.map((_, index): Step => ({ op: 'delete', index: last - index })),
    ];
  }
  // The blocks that stay, into the target's order.
  const kept = target
    .map((entry) => entry.block.id)
    .filter((id): id is string => id !== undefined && order.includes(id));
  kept.forEach((id, to) => {
    const from = order.indexOf(id);
    if (from === to) return;
    steps.push({ op: 'move', from, to });
    order.splice(from, 1);
    order.splice(to, 0, id);
  });
  // The missing blocks at their places (in order, so each place before them is filled), then changes.
  const before = new Map(current.map(({ id, entry }) => [id, entry]));
  target.forEach((entry, index) => {
    const id = entry.block.id;
    if (!id || !order.includes(id)) {
      steps.push({ op: 'insert', index, block: entry.block });
    } else if (before.get(id)?.key !== entry.key) {
      steps.push({ op: 'update', index, block: entry.block });
    }
  });
  return steps;
}

/** Where the caret goes after a step back or forth: the first block that differs, in the new state. */
export function firstDifference(from: State, to: State): number {
  const length = Math.max(from.length, to.length);
  for (let index = 0; index < length; index++) {
    if (from[index]?.key !== to[index]?.key) return Math.min(index, Math.max(to.length - 1, 0));
  }
  return Math.max(to.length - 1, 0);
}
