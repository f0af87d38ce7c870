import {
  blockKey,
  sameBlocks,
  TRANSIENT,
  without,
  type Blocks,
  type DocBlock,
  type DocEvent,
  type Gesture,
} from './document';

/**
 * The editor's undo history (issues 25 and 28), free of Editor.js: the states the document (document.ts) was
 * in before each of the writer's steps. Decision 0034 says why it works this way.
 *
 * - A step is one gesture's effect (a key, a click, a paste…): every structural change (a new block, a delete,
 *   a move, a drag, a paste, a conversion, an image, a block's settings) is a step of its own, and typing
 *   pending before it is closed first, because the state kept is the document as it was when the gesture
 *   began.
 * - Typing in one block groups into one step by words and pauses, as in Google Docs: it goes on while the
 *   writer keeps typing in the same block in the same direction, and a new step starts after a pause of a
 *   second, or at the next word once the step has run for two seconds.
 * - What the editor does on its own (an upload ending, an image measured or failing to load, a failed upload's
 *   block going) is no step: it is carried into every state that holds the block, so undo and redo bring an
 *   image back with its address even when the upload ended after the step was taken.
 */

/** An image's address, or ''. */
export function imageUrl(block: DocBlock): string {
  const file = block.data.file;
  const url = file && typeof file === 'object' ? (file as { url?: unknown }).url : undefined;
  return typeof url === 'string' ? url : '';
}

/**
 * A change the editor made on its own to a block: only an image's address arriving (its upload ended), its
 * measured size, or its transient state. Such a change is no undo step; it is carried into every state of
 * the history that holds the block (history.ts `rebase`).
 */
export function isBackgroundChange(before: DocBlock, after: DocBlock): boolean {
  if (before.id !== after.id || before.type !== 'image' || after.type !== 'image') return false;
  const old = imageUrl(before);
  if (old && old !== imageUrl(after)) return false;
  const strip = (block: DocBlock) => {
    return JSON.stringify(without(block.data, TRANSIENT, 'file'));
  };
  return strip(before) === strip(after);
}

/** `block` with the background fields (address, size, state) of `source`, the same block later on. */
export function withBackground(block: DocBlock, source: DocBlock): DocBlock {
  if (block.type !== 'image' || source.type !== 'image' || block.id !== source.id) return block;
  const url = imageUrl(block);
  if (url && url !== imageUrl(source)) return block;
  const rest = without(block.data, TRANSIENT);
  const state = source.data[TRANSIENT];
  return {
    ...block,
    data: { ...rest, file: source.data.file, ...(state ? { [TRANSIENT]: state } : {}) },
  };
}

export const TYPING_PAUSE_MS = 1_000;
export const TYPING_RUN_MS = 2_000;
/** How many steps are kept back (the oldest go first). */
export const HISTORY_LIMIT = 300;

interface OpenTyping {
  id: string;
  deleting: boolean;
  started: number;
  last: number;
  lastText: string;
}

export interface History {
  /** Fed every event of the document, in order. */
  take: (event: DocEvent) => void;
  /** The state one step back, to be drawn; `present` is what the document holds now. */
  undo: (present: Blocks) => Blocks | null;
  redo: (present: Blocks) => Blocks | null;
  canUndo: () => boolean;
  canRedo: () => boolean;
}

const isWordStart = (text: string, before: string) => /^\S/.test(text) && /\s$/.test(before);

export function createHistory(limit = HISTORY_LIMIT): History {
  let past: Blocks[] = [];
  let future: Blocks[] = [];
  let open: OpenTyping | null = null;
  let gesture: Gesture = { id: 0, kind: 'load', at: 0 };
  let start: Blocks = [];
  let step: 'none' | 'merged' | 'own' = 'none';

  const push = (state: Blocks) => {
    past.push(state);
    if (past.length > limit) past.shift();
    future = [];
  };

  function rebase(change: (state: Blocks) => Blocks) {
    const patch = (states: Blocks[]) => {
      const out: Blocks[] = [];
      for (const state of states.map(change)) {
        // A step that the change made empty (a failed upload's image was all it did) is no step.
        if (!out.length || !sameBlocks(out[out.length - 1] as Blocks, state)) out.push(state);
      }
      return out;
    };
    past = patch(past);
    future = patch(future);
    start = change(start);
  }

  /** A change the editor made on its own, carried into every state; false if it is none. */
  function background(event: Extract<DocEvent, { type: 'change' }>): boolean {
    const { before, after, id, cause } = event;
    if (!id) return false;
    const old = before.find((block) => block.id === id);
    const now = after.find((block) => block.id === id);
    // A failed upload's block taken away (editor-tools.ts): it never was in the post.
    if (cause.kind === 'background' && old && !now && after.length === before.length - 1) {
      rebase((state) => state.filter((block) => block.id !== id));
      // A step that only brought that block is no step any more.
      const last = past[past.length - 1];
      if (last && sameBlocks(last, after)) past.pop();
      return true;
    }
    if (!old || !now || before.length !== after.length || !isBackgroundChange(old, now))
      return false;
    rebase((state) =>
      state.some((block) => block.id === id)
        ? state.map((block) => (block.id === id ? withBackground(block, now) : block))
        : state,
    );
    return true;
  }

  function typingGoesOn(id: string, deleting: boolean, text: string): boolean {
    if (!open || open.id !== id || open.deleting !== deleting) return false;
    if (gesture.at - open.last >= TYPING_PAUSE_MS) return false;
    return !(gesture.at - open.started >= TYPING_RUN_MS && isWordStart(text, open.lastText));
  }

  return {
    take(event) {
      if (event.type === 'gesture') {
        gesture = event.gesture;
        start = event.blocks;
        step = 'none';
        return;
      }
      const { after, cause, id } = event;
      if (background(event)) return;
      if (cause.kind === 'background') {
        start = after;
        return;
      }
      // Loading is no step; an undo or redo is drawn from the history itself.
      if (gesture.kind === 'load' || gesture.kind === 'undo' || gesture.kind === 'redo') return;
      const typing = cause.kind === 'typing' && id ? { id, ...cause } : null;
      if (step === 'none') {
        if (typing && typingGoesOn(typing.id, typing.deleting, typing.text)) {
          step = 'merged';
        } else {
          push(start);
          step = 'own';
          open = typing
            ? {
                id: typing.id,
                deleting: typing.deleting,
                started: gesture.at,
                last: gesture.at,
                lastText: '',
              }
            : null;
        }
      } else if (step === 'merged' && !(typing && typing.id === open?.id)) {
        // The gesture began as more typing and turned out to be a step of its own (Backspace that joined
        // two blocks): the typing before it stays a step.
        push(start);
        step = 'own';
        open = null;
      } else if (step === 'own' && !(typing && typing.id === open?.id)) {
        open = null;
      }
      if (typing && open && typing.id === open.id) {
        open.last = gesture.at;
        if (typing.text) open.lastText = typing.text;
      }
    },
    undo(present) {
      const target = past.pop();
      if (!target) return null;
      future.push(present);
      open = null;
      return target;
    },
    redo(present) {
      const target = future.pop();
      if (!target) return null;
      past.push(present);
      open = null;
      return target;
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
  };
}

export type Step =
  | { op: 'delete'; index: number }
  | { op: 'move'; from: number; to: number }
  | { op: 'insert'; index: number; block: DocBlock }
  | { op: 'update'; index: number; block: DocBlock };

/**
 * The steps that turn the blocks on screen (`current`, the document) into `target`, in order, each index as
 * it is when its step runs. Blocks are matched by id; one whose type changed is deleted and inserted anew.
 * When no block stays, the target's blocks are inserted before the old ones go: Editor.js never leaves itself
 * without a block (it would add an empty paragraph, and move the caret into it).
 */
export function planSteps(current: Blocks, target: Blocks): Step[] {
  const wanted = new Map(target.map((block) => [block.id, block]));
  const stays = (block: DocBlock) => wanted.get(block.id)?.type === block.type;
  const steps: Step[] = [];
  for (let index = current.length - 1; index >= 0; index--) {
    if (!stays(current[index] as DocBlock)) steps.push({ op: 'delete', index });
  }
  const order = current.filter(stays).map((block) => block.id);
  if (!order.length && target.length) {
    const last = target.length + current.length - 1;
    return [
      ...target.map((block, index): Step => ({ op: 'insert', index, block })),
      ...current.map((_, index): Step => ({ op: 'delete', index: last - index })),
    ];
  }
  // The fewest moves (issue 28 item 7): the longest run of blocks already in the target's order stays where it
  // is, and each other block moves once, to just after the block the target puts before it. Undoing a drag
  // across a long post is one move, not one for every block it passed.
  const kept = new Set(order);
  const wantedOrder = target.filter((block) => kept.has(block.id)).map((block) => block.id);
  const place = new Map(wantedOrder.map((id, index) => [id, index]));
  const rising = longestRising(order.map((id) => place.get(id) as number));
  const staying = new Set(order.filter((_, index) => rising.has(index)));
  wantedOrder.forEach((id, index) => {
    if (staying.has(id)) return;
    const from = order.indexOf(id);
    order.splice(from, 1);
    const to = index === 0 ? 0 : order.indexOf(wantedOrder[index - 1] as string) + 1;
    order.splice(to, 0, id);
    if (from !== to) steps.push({ op: 'move', from, to });
  });
  const before = new Map(current.map((block) => [block.id, block]));
  target.forEach((block, index) => {
    const old = before.get(block.id);
    if (!kept.has(block.id)) steps.push({ op: 'insert', index, block });
    else if (old && old !== block && blockKey(old) !== blockKey(block))
      steps.push({ op: 'update', index, block });
  });
  return steps;
}

/** The indices of the longest rising run in `values` (patience sorting, n log n). */
function longestRising(values: number[]): Set<number> {
  const tails: number[] = [];
  const before: number[] = [];
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    before[index] = low > 0 ? (tails[low - 1] as number) : -1;
    tails[low] = index;
  });
  const run = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = before[index] as number) run.add(index);
  return run;
}

/** Where the caret goes after a step back or forth: the first block that differs, in the new state. */
export function firstDifference(from: Blocks, to: Blocks): number {
  const length = Math.max(from.length, to.length);
  for (let index = 0; index < length; index++) {
    const a = from[index];
    const b = to[index];
    if (!a || !b || a.id !== b.id || blockKey(a) !== blockKey(b))
      return Math.min(index, Math.max(to.length - 1, 0));
  }
  return Math.max(to.length - 1, 0);
}
