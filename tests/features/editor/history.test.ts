import fc from 'fast-check';
import {
  createEditorDocument,
  type Blocks,
  type Cause,
  type DocBlock,
  type EditorDocument,
} from '@/features/editor/document';
import { historyAction } from '@/features/editor/editor-keys';
import {
  createHistory,
  firstDifference,
  planSteps,
  TYPING_PAUSE_MS,
  TYPING_RUN_MS,
  type Step,
} from '@/features/editor/history';

/**
 * Issues 25 and 28: the document and its undo history, without Editor.js. What a step is (one gesture, typing
 * grouped by words and pauses), that undo gives back exactly the state before a step and redo the one after,
 * and that a step is drawn by touching only the blocks that differ. The same rules are checked in Chromium,
 * through random writing sessions (e2e/editor-sessions.spec.ts).
 */

const p = (id: string, text: string): DocBlock => ({ id, type: 'paragraph', data: { text } });
const image = (id: string, url: string, extra: Record<string, unknown> = {}): DocBlock => ({
  id,
  type: 'image',
  data: { file: { url }, caption: '', ...extra },
});
const texts = (blocks: Blocks) => blocks.map((block) => `${block.id}:${String(block.data.text)}`);

const TYPE: Cause = { kind: 'typing', deleting: false, text: 'x' };
const typed = (text: string): Cause => ({ kind: 'typing', deleting: false, text });
const DELETE: Cause = { kind: 'typing', deleting: true, text: '' };
const EDIT: Cause = { kind: 'edit' };
const BACKGROUND: Cause = { kind: 'background' };

/** A document with its history listening, and a clock for the gestures. */
function setup(blocks: Blocks = [p('a', '')]) {
  const doc = createEditorDocument(blocks);
  const history = createHistory();
  doc.listen(history.take);
  let now = 1_000;
  const at = (ms = 100) => (now += ms);
  /** Undo or redo, drawn as undo.ts draws it: the document becomes the state given back. */
  const step = (action: 'undo' | 'redo') => {
    const target = history[action](doc.blocks());
    doc.begin(action, at());
    if (target) doc.replace(target, EDIT);
    return target;
  };
  return { doc, history, at, step };
}

function typeInto(
  doc: EditorDocument,
  at: (ms?: number) => number,
  id: string,
  text: string,
  gap = 60,
) {
  for (const char of text) {
    doc.begin('key', at(gap));
    const block = doc.blocks().find((other) => other.id === id);
    doc.update(p(id, `${String(block?.data.text ?? '')}${char}`), typed(char));
  }
}

describe('a step is one gesture', () => {
  it('undo right after a structural step gives back the document before it; redo the one after', () => {
    const { doc, at, step } = setup([p('a', 'One'), p('b', 'Two')]);
    doc.begin('key', at());
    doc.remove('b', EDIT);
    expect(texts(doc.blocks())).toEqual(['a:One']);
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:One', 'b:Two']);
    step('redo');
    expect(texts(doc.blocks())).toEqual(['a:One']);
  });

  it('typing pending before a structural step is a step of its own, undone after it (issue 28 item 1)', () => {
    const { doc, at, step } = setup([p('a', ''), p('b', 'Second')]);
    typeInto(doc, at, 'a', 'typed last');
    // At once, a delete in another block.
    doc.begin('key', at(15));
    doc.remove('b', EDIT);
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:typed last', 'b:Second']);
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:', 'b:Second']);
  });

  it('every change of one gesture is one step (Enter splits a block and adds one)', () => {
    const { doc, at, step } = setup([p('a', 'Hello world')]);
    doc.begin('key', at());
    doc.update(p('a', 'Hello'), EDIT);
    doc.insert(1, p('b', 'world'), EDIT);
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:Hello world']);
  });

  it('Backspace that joins two blocks is a step of its own, even right after typing', () => {
    const { doc, at, step } = setup([p('a', 'One'), p('b', '')]);
    typeInto(doc, at, 'b', 'Two');
    doc.begin('key', at(30));
    doc.update(p('a', 'OneTwo'), DELETE);
    doc.remove('b', EDIT);
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:One', 'b:Two']);
  });

  it('a gesture that changes nothing is no step, and loading is none', () => {
    const { doc, at, history } = setup([p('a', 'One')]);
    doc.begin('load', at());
    doc.replace([p('a', 'One'), p('b', 'Loaded')], EDIT);
    doc.begin('pointer', at());
    expect(history.canUndo()).toBe(false);
  });
});

describe('typing groups by words and pauses', () => {
  it('one run of typing in one block is one step', () => {
    const { doc, at, step } = setup();
    typeInto(doc, at, 'a', 'quick fox');
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:']);
  });

  it('a pause of a second starts a new step', () => {
    const { doc, at, step } = setup();
    typeInto(doc, at, 'a', 'one');
    at(TYPING_PAUSE_MS);
    typeInto(doc, at, 'a', ' two');
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:one']);
  });

  it('a long run breaks at the next word once it has gone on for two seconds', () => {
    const { doc, at, step } = setup();
    const words = 'the boats come in on the evening tide';
    typeInto(doc, at, 'a', words, 150);
    const steps: string[] = [];
    while (step('undo')) steps.push(String(doc.blocks()[0]?.data.text));
    // Each undo stops at the start of a word, never mid-word.
    expect(steps.length).toBeGreaterThan(1);
    for (const state of steps) expect(words.startsWith(state)).toBe(true);
    for (const state of steps.slice(0, -1)) expect(state.endsWith(' ')).toBe(true);
    expect(steps.at(-1)).toBe('');
    expect((words.length * 150) / TYPING_RUN_MS).toBeGreaterThan(steps.length - 1);
  });

  it('typing, then deleting, are two steps; so is typing in another block', () => {
    const { doc, at, step } = setup([p('a', ''), p('b', '')]);
    typeInto(doc, at, 'a', 'abc');
    doc.begin('key', at());
    doc.update(p('a', 'ab'), DELETE);
    typeInto(doc, at, 'b', 'x');
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:ab', 'b:']);
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:abc', 'b:']);
    step('undo');
    expect(texts(doc.blocks())).toEqual(['a:', 'b:']);
  });
});

describe('what the editor does on its own is no step', () => {
  it('an upload that ends after its image was undone comes back with its address on redo (issue 28 item 2)', () => {
    const { doc, at, step } = setup([p('a', 'Text')]);
    doc.begin('paste', at());
    doc.insert(1, image('img', '', { _state: 'uploading' }), EDIT);
    typeInto(doc, at, 'a', '!');
    step('undo');
    step('undo');
    expect(doc.blocks().map((block) => block.id)).toEqual(['a']);
    // The upload ends while the image is not on screen: its address reaches the states that hold it.
    step('redo');
    doc.update(image('img', 'https://uploads.example/a.png'), EDIT);
    step('undo');
    step('redo');
    expect(doc.blocks()[1]?.data.file).toEqual({ url: 'https://uploads.example/a.png' });
  });

  it('an image still uploading is in the document and survives undo and redo', () => {
    const { doc, at, step } = setup([p('a', '')]);
    doc.begin('drop', at());
    doc.insert(1, image('img', '', { _state: 'uploading' }), EDIT);
    typeInto(doc, at, 'a', 'word');
    step('undo');
    expect(doc.blocks().map((block) => block.id)).toEqual(['a', 'img']);
    step('redo');
    expect(doc.blocks().map((block) => block.id)).toEqual(['a', 'img']);
  });

  it('a failed upload’s block taken away leaves no step behind', () => {
    const { doc, at, history } = setup([p('a', 'Text')]);
    doc.begin('paste', at());
    doc.insert(1, image('img', '', { _state: 'uploading' }), EDIT);
    doc.begin('key', at(5_000));
    doc.remove('img', BACKGROUND);
    expect(history.canUndo()).toBe(false);
  });

  it('a measured size or a broken picture is no step', () => {
    const { doc, at, history } = setup([image('img', 'https://x.example/a.png')]);
    doc.begin('key', at());
    doc.update(image('img', 'https://x.example/a.png', { _state: 'broken' }), EDIT);
    doc.update(
      {
        ...image('img', 'https://x.example/a.png'),
        data: { file: { url: 'https://x.example/a.png', width: 4, height: 3 }, caption: '' },
      },
      EDIT,
    );
    expect(history.canUndo()).toBe(false);
  });
});

/** Applies planned steps to a list, as Editor.js's blocks API would (each index as it is when it runs). */
function apply(current: Blocks, steps: Step[]): Blocks {
  const list = [...current];
  for (const step of steps) {
    if (step.op === 'delete') list.splice(step.index, 1);
    else if (step.op === 'move') list.splice(step.to, 0, ...list.splice(step.from, 1));
    else if (step.op === 'insert') list.splice(step.index, 0, step.block);
    else list[step.index] = step.block;
  }
  return list;
}

describe('planSteps', () => {
  it('touches only the blocks that differ', () => {
    const steps = planSteps(
      [p('a', 'A'), p('b', 'B'), p('c', 'C')],
      [p('a', 'A'), p('b', 'b'), p('c', 'C')],
    );
    expect(steps).toEqual([{ op: 'update', index: 1, block: p('b', 'b') }]);
  });

  it('when no block stays, inserts the new ones before the old ones go (the editor is never empty)', () => {
    const steps = planSteps([p('a', 'A')], [p('b', 'B')]);
    expect(steps.map((one) => one.op)).toEqual(['insert', 'delete']);
  });

  it('a block whose type changed is drawn anew', () => {
    const steps = planSteps(
      [p('a', 'A')],
      [{ id: 'a', type: 'header', data: { text: 'A', level: 2 } }, p('z', '')],
    );
    expect(apply([p('a', 'A')], steps).map((block) => block.type)).toEqual(['header', 'paragraph']);
  });

  it('moves only the blocks out of place: a drag across a long post is undone with one move', () => {
    const long = Array.from({ length: 2000 }, (_, index) => p(`b${index}`, `Paragraph ${index}`));
    const dragged = [...long];
    dragged.splice(1500, 0, ...dragged.splice(10, 1));
    for (const [from, to] of [
      [long, dragged],
      [dragged, long],
    ] as const) {
      const steps = planSteps(from, to);
      expect(steps).toHaveLength(1);
      expect(steps[0]!.op).toBe('move');
      expect(apply(from, steps).map((one) => one.id)).toEqual(to.map((one) => one.id));
    }
  });

  it('turns any list into any other (seeded: the seed is printed on failure)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const block = fc.record({
      id: fc.constantFrom(...ids),
      type: fc.constantFrom('paragraph', 'header'),
      text: fc.constantFrom('', 'x', 'y'),
    });
    const list = fc
      .uniqueArray(block, { selector: (one) => one.id, maxLength: 6 })
      .map((items) => items.map(({ id, type, text }): DocBlock => ({ id, type, data: { text } })));
    fc.assert(
      fc.property(list, list, (current, target) => {
        const result = apply(current, planSteps(current, target));
        expect(result.map((one) => [one.id, one.type, one.data.text])).toEqual(
          target.map((one) => [one.id, one.type, one.data.text]),
        );
      }),
      { seed: Number(process.env.FC_SEED ?? 20261127), numRuns: 300 },
    );
  });
});

describe('any session of gestures (seeded property)', () => {
  it('undo after each step gives the state before it; undoing all then redoing all gives the end', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('type' as const),
        block: fc.nat(5),
        text: fc.constantFrom('a', 'b ', 'cd'),
      }),
      fc.record({ kind: fc.constant('add' as const), at: fc.nat(6) }),
      fc.record({ kind: fc.constant('remove' as const), block: fc.nat(5) }),
      fc.record({ kind: fc.constant('move' as const), block: fc.nat(5), to: fc.nat(5) }),
      fc.record({ kind: fc.constant('pause' as const) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { doc, at, step, history } = setup([p('a', '')]);
        let next = 0;
        const seen: Blocks[] = [doc.blocks()];
        for (const one of actions) {
          const list = doc.blocks();
          const before = list;
          if (one.kind === 'pause') {
            at(TYPING_PAUSE_MS);
            continue;
          }
          const target = list[one.kind === 'add' ? 0 : one.block % Math.max(list.length, 1)];
          doc.begin('key', at(40));
          if (one.kind === 'type' && target)
            doc.update(p(target.id, `${String(target.data.text)}${one.text}`), TYPE);
          else if (one.kind === 'add')
            doc.insert(one.at % (list.length + 1), p(`n${next++}`, ''), EDIT);
          else if (one.kind === 'remove' && target && list.length > 1) doc.remove(target.id, EDIT);
          else if (one.kind === 'move' && target) doc.move(target.id, one.to % list.length, EDIT);
          if (doc.blocks() === before) continue;
          if (one.kind !== 'type') {
            // A structural step: undone at once, it gives back exactly what was before it.
            step('undo');
            expect(texts(doc.blocks())).toEqual(texts(before));
            step('redo');
          }
          seen.push(doc.blocks());
        }
        const end = texts(doc.blocks());
        while (step('undo'));
        expect(texts(doc.blocks())).toEqual(texts(seen[0] as Blocks));
        expect(history.canUndo()).toBe(false);
        while (step('redo'));
        expect(texts(doc.blocks())).toEqual(end);
      }),
      { seed: Number(process.env.FC_SEED ?? 20261127), numRuns: 200 },
    );
  });
});

describe('firstDifference', () => {
  it('is the first block that differs, within the new state', () => {
    expect(firstDifference([p('a', 'A'), p('b', 'B')], [p('a', 'A'), p('b', 'b')])).toBe(1);
    expect(firstDifference([p('a', 'A'), p('b', 'B')], [p('a', 'A')])).toBe(0);
    expect(firstDifference([p('a', 'A')], [])).toBe(0);
  });
});

describe('historyAction', () => {
  const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);
  it('Ctrl or ⌘ with Z undoes; with Shift+Z or Y redoes', () => {
    expect(historyAction(key({ key: 'z', ctrlKey: true }))).toBe('undo');
    expect(historyAction(key({ key: 'z', metaKey: true }))).toBe('undo');
    expect(historyAction(key({ key: 'Z', ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyAction(key({ key: 'Z', metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyAction(key({ key: 'y', ctrlKey: true }))).toBe('redo');
    // A layout whose Z key types another letter.
    expect(historyAction(key({ key: 'w', code: 'KeyZ', ctrlKey: true }))).toBe('undo');
  });

  it('other keys are not history', () => {
    expect(historyAction(key({ key: 'z' }))).toBeNull();
    expect(historyAction(key({ key: 'z', ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyAction(key({ key: 'Y', ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(historyAction(key({ key: 's', ctrlKey: true }))).toBeNull();
  });
});
