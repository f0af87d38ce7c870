import { sameContent } from '@/features/editor/document';

/**
 * What counts as a change (the unsaved mark, 'Leave without saving?'): a tool's reading of a block that lists
 * the same fields in another order is none. The image tool reads its block back with its fields in its own
 * order once the picture has loaded; on a busy machine that came after the editor's snapshot, and a draft
 * only opened asked 'Leave without saving?' on Back (e2e/editor.spec.ts, 'one editor per page').
 */
const stored = {
  id: 'img1',
  type: 'image',
  data: {
    file: { url: 'https://cdn.example/a.png' },
    caption: 'The hall',
    withBorder: false,
    withBackground: false,
    stretched: false,
    alt: 'A hall',
  },
};
const readBack = {
  id: 'img1',
  type: 'image',
  data: {
    caption: 'The hall',
    withBorder: false,
    withBackground: false,
    stretched: false,
    // The editor's measured size is not the writer's (decision 0011).
    file: { url: 'https://cdn.example/a.png', width: 960, height: 540 },
    alt: 'A hall',
  },
};

it('the same fields in another order are the same block', () => {
  expect(sameContent([stored], [readBack])).toBe(true);
});

it('a changed field is a change, wherever it is listed', () => {
  expect(
    sameContent([stored], [{ ...readBack, data: { ...readBack.data, caption: 'Another' } }]),
  ).toBe(false);
  const nested = { id: 'l1', type: 'list', data: { style: 'ordered', items: [{ content: 'a' }] } };
  expect(
    sameContent([nested], [{ ...nested, data: { items: [{ content: 'b' }], style: 'ordered' } }]),
  ).toBe(false);
  expect(
    sameContent([nested], [{ ...nested, data: { items: [{ content: 'a' }], style: 'ordered' } }]),
  ).toBe(true);
});
