import {
  blockKey,
  createHistory,
  firstDifference,
  planSteps,
  toState,
  type HistoryBlock,
  type State,
  type Step,
} from '@/features/editor/history';
import { historyAction } from '@/features/editor/editor-history';

/** Issue 25 item 1: the editor's undo history, without Editor.js. */

const p = (id: string, text: string): HistoryBlock => ({ id, type: 'paragraph', data: { text } });
const empty = (id: string, type = 'paragraph'): HistoryBlock => ({
  id,
  type,
  data: {},
  empty: true,
});
const image = (
  id: string,
  url: string,
  size?: { width: number; height: number },
): HistoryBlock => ({
  id,
  type: 'image',
  data: { file: { url, ...size }, caption: '' },
});

describe('createHistory', () => {
  it('starts at what was loaded: loading is not a step', () => {
    const history = createHistory([p('a', 'Loaded')]);
    expect(history.undo()).toBeNull();
    expect(history.redo()).toBeNull();
    expect(history.present().map((entry) => entry.block)).toEqual([p('a', 'Loaded')]);
  });

  it('steps back and forth through recorded states; a new change drops the redo steps', () => {
    const history = createHistory([p('a', '')]);
    expect(history.record([p('a', 'One')])).toBe(true);
    expect(history.record([p('a', 'One'), p('b', 'Two')])).toBe(true);
    expect(history.undo()?.map((entry) => entry.block)).toEqual([p('a', 'One')]);
    expect(history.undo()?.map((entry) => entry.block)).toEqual([p('a', '')]);
    expect(history.undo()).toBeNull();
    expect(history.redo()?.map((entry) => entry.block)).toEqual([p('a', 'One')]);
    expect(history.record([p('a', 'One!')])).toBe(true);
    expect(history.redo()).toBeNull();
    expect(history.undo()?.map((entry) => entry.block)).toEqual([p('a', 'One')]);
  });

  it('a reading equal to the present is no step', () => {
    const history = createHistory([p('a', 'Same')]);
    expect(history.record([p('a', 'Same')])).toBe(false);
    expect(history.undo()).toBeNull();
  });

  it("an image's measured size is no step, but the present keeps it", () => {
    const history = createHistory([image('i', 'https://x.test/a.png')]);
    const measured = image('i', 'https://x.test/a.png', { width: 640, height: 480 });
    expect(history.record([measured])).toBe(false);
    expect(history.present()[0]?.block).toEqual(measured);
    expect(history.undo()).toBeNull();
  });

  it('keeps at most `limit` steps back, dropping the oldest', () => {
    const history = createHistory([p('a', '0')], 3);
    for (const text of ['1', '2', '3', '4', '5']) history.record([p('a', text)]);
    const back: string[] = [];
    for (let state = history.undo(); state; state = history.undo())
      back.push(String(state[0]?.block.data.text));
    expect(back).toEqual(['4', '3', '2']);
  });

  it('refresh sets the present without making a step', () => {
    const history = createHistory([p('a', 'x')]);
    history.record([p('a', 'y')]);
    history.undo();
    history.refresh([p('a', 'x'), empty('n')]);
    expect(history.present()).toHaveLength(2);
    expect(history.redo()?.map((entry) => entry.block)).toEqual([p('a', 'y')]);
  });
});

describe('toState and blockKey', () => {
  it('an unchanged block keeps its entry (a state shares it with the one before)', () => {
    const first = toState([p('a', 'A'), p('b', 'B')]);
    const second = toState([p('a', 'A'), p('b', 'B!')], first);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
  });

  it('an empty block differs from a saved one of the same id and type', () => {
    expect(blockKey(empty('a'))).not.toBe(blockKey(p('a', '')));
  });
});

/** What Editor.js does with the steps, on a list of blocks. */
function apply(screen: HistoryBlock[], steps: Step[]): HistoryBlock[] {
  const blocks = [...screen];
  for (const step of steps) {
    if (step.op === 'delete') blocks.splice(step.index, 1);
    else if (step.op === 'move') blocks.splice(step.to, 0, ...blocks.splice(step.from, 1));
    else if (step.op === 'insert') blocks.splice(step.index, 0, step.block);
    else {
      const at = blocks.findIndex((block) => block.id === step.block.id);
      expect(at).toBe(step.index);
      blocks[at] = step.block;
    }
  }
  return blocks;
}

function plan(screen: HistoryBlock[], target: HistoryBlock[]) {
  const state = toState(screen);
  return planSteps(
    state.map((entry) => ({ id: entry.block.id ?? '', entry })),
    toState(target),
  );
}

describe('planSteps', () => {
  const cases: [string, HistoryBlock[], HistoryBlock[]][] = [
    ['typing undone', [p('a', 'One'), p('b', 'Two')], [p('a', 'One'), p('b', 'Tw')]],
    [
      'a deleted block back in the middle',
      [p('a', 'A'), p('c', 'C')],
      [p('a', 'A'), p('b', 'B'), p('c', 'C')],
    ],
    ['a new block gone', [p('a', 'A'), p('b', 'B')], [p('a', 'A')]],
    [
      'a move undone',
      [p('b', 'B'), p('a', 'A'), p('c', 'C')],
      [p('a', 'A'), p('b', 'B'), p('c', 'C')],
    ],
    [
      'a reversal',
      [p('a', 'A'), p('b', 'B'), p('c', 'C'), p('d', 'D')],
      [p('d', 'D'), p('c', 'C'), p('b', 'B'), p('a', 'A')],
    ],
    [
      'a conversion undone: the heading goes, the paragraph with the marker comes back',
      [p('x', 'Before'), { id: 'h', type: 'header', data: { text: '', level: 2 } }],
      [p('x', 'Before'), p('m', '## ')],
    ],
    ['an empty line typed into', [p('a', 'A'), empty('b')], [p('a', 'A'), p('b', 'B')]],
    ['an empty line back', [p('a', 'A'), p('b', 'B')], [p('a', 'A'), empty('b')]],
    [
      'an image back with its picture',
      [p('a', 'A')],
      [p('a', 'A'), image('i', 'https://x.test/i.png')],
    ],
    [
      'everything at once',
      [p('a', 'A'), p('b', 'B'), p('c', 'C')],
      [p('c', 'C!'), p('n', 'New'), p('a', 'A')],
    ],
  ];
  for (const [name, screen, target] of cases) {
    it(`turns the screen into the target: ${name}`, () => {
      expect(apply(screen, plan(screen, target))).toEqual(target);
    });
  }

  it('touches only the blocks that differ', () => {
    const steps = plan(
      [p('a', 'A'), p('b', 'B'), p('c', 'C')],
      [p('a', 'A'), p('b', 'B!'), p('c', 'C')],
    );
    expect(steps).toEqual([{ op: 'update', index: 1, block: p('b', 'B!') }]);
  });

  it('a block on screen the state does not know (an image still uploading) is deleted', () => {
    const steps = planSteps(
      [{ id: 'a', entry: toState([p('a', 'A')])[0] }, { id: 'up' }],
      toState([p('a', 'A')]),
    );
    expect(steps).toEqual([{ op: 'delete', index: 1 }]);
  });

  it('when no block stays, inserts the new ones before the old ones go (the editor is never empty)', () => {
    expect(plan([p('a', 'A'), p('b', 'B')], [p('c', 'C')])).toEqual([
      { op: 'insert', index: 0, block: p('c', 'C') },
      { op: 'delete', index: 2 },
      { op: 'delete', index: 1 },
    ]);
  });

  it('to an empty document: every block goes', () => {
    expect(plan([p('a', 'A'), p('b', 'B')], [])).toEqual([
      { op: 'delete', index: 1 },
      { op: 'delete', index: 0 },
    ]);
  });
});

describe('firstDifference', () => {
  const state = (...blocks: HistoryBlock[]): State => toState(blocks);
  it('is the first block that differs, within the new state', () => {
    expect(firstDifference(state(p('a', 'A'), p('b', 'B')), state(p('a', 'A'), p('b', 'b')))).toBe(
      1,
    );
    expect(firstDifference(state(p('a', 'A'), p('b', 'B')), state(p('a', 'A')))).toBe(0);
    expect(firstDifference(state(p('a', 'A')), state())).toBe(0);
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
