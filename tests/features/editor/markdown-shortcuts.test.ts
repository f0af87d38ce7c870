import { blockShortcut, inlineShortcut } from '@/features/editor/markdown-shortcuts';

/** Issue 25 item 2: which typed text is a markdown shortcut, and what it becomes. */

describe('blockShortcut', () => {
  it.each([
    ['## ', 'header', { text: '', level: 2 }],
    ['### ', 'header', { text: '', level: 3 }],
    ['- ', 'list', { style: 'unordered' }],
    ['* ', 'list', { style: 'unordered' }],
    ['1. ', 'list', { style: 'ordered' }],
    ['> ', 'quote', undefined],
    ['```', 'code', undefined],
    ['---', 'delimiter', undefined],
  ])('%j makes a %s', (typed, type, data) => {
    const shortcut = blockShortcut(typed);
    expect(shortcut?.type).toBe(type);
    if (data) expect(shortcut?.data).toMatchObject(data);
    else expect(shortcut?.data).toBeUndefined();
  });

  it('a list starts with one empty item', () => {
    expect(blockShortcut('- ')?.data?.items).toEqual([{ content: '', meta: {}, items: [] }]);
  });

  it('takes the space as the browser types it (a no-break space)', () => {
    expect(blockShortcut('##\u00a0')?.data).toEqual({ text: '', level: 2 });
    expect(blockShortcut('-\u00a0')?.type).toBe('list');
  });

  it.each(['##', '#', '# ', '#### ', '## Title', 'x## ', '-- ', '2. ', '>', '``', '----', '—', ''])(
    '%j is no shortcut (only the whole text of an empty paragraph is)',
    (typed) => {
      expect(blockShortcut(typed)).toBeNull();
    },
  );
});

describe('inlineShortcut', () => {
  it.each([
    ['Some **bold**', 'b', 'bold', 5],
    ['**two words**', 'b', 'two words', 0],
    ['an _italic_', 'i', 'italic', 3],
    ['(_aside_', 'i', 'aside', 1],
    ['run `npm test`', 'code', 'npm test', 4],
    ['a ==marked==', 'mark', 'marked', 2],
    ['x\u00a0**y**', 'b', 'y', 2],
  ])('%j closes a <%s>', (before, tag, text, start) => {
    expect(inlineShortcut(before)).toEqual({ tag, text, start, end: before.length });
  });

  it.each([
    ['** spaced**', 'no mark starts with a space'],
    ['**spaced **', 'no mark ends with a space'],
    ['snake_case_', 'an underscore inside a word'],
    ['2*3*', 'a single star'],
    ['***', 'marks only'],
    ['****', 'nothing between the marks'],
    ['**bold** ', 'already closed before the caret'],
    ['``', 'empty code'],
    ['a = b ==', 'an unopened marker'],
    ['plain', 'no marks'],
  ])('%j is left as typed (%s)', (before) => {
    expect(inlineShortcut(before)).toBeNull();
  });
});
