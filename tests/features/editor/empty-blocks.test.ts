import type { ContentBlock } from '@/api/types';
import { contentFromBlocks } from '@/features/editor/blog-data';
import { checkEditorPublish, EDITOR_MESSAGES, EMPTY_DRAFT } from '@/features/editor/rules';

/**
 * An empty quote or code block (their tools have no validate(), so Editor.js saves them) is no content, as an
 * empty paragraph, heading, list or image is not (SPEC §5 'at least one content block'): a post of nothing
 * else is refused with SPEC's words, and none is stored or drawn (docs/decisions/0059).
 */
const emptyQuote = {
  type: 'quote',
  data: { text: '', caption: ' ', alignment: 'left' },
} as ContentBlock;
const emptyCode = { type: 'code', data: { code: '  \n ' } } as ContentBlock;
const ready = { ...EMPTY_DRAFT, banner: 'https://img.example.com/b.png', title: 'T' };

it.each([
  ['an empty quote', emptyQuote],
  ['an empty code block', emptyCode],
])(
  'a post whose only block is %s is refused with SPEC’s words, and it is not stored',
  (_, block) => {
    expect(checkEditorPublish({ ...ready, blocks: [block] })?.message).toBe(
      EDITOR_MESSAGES.contentRequired,
    );
    expect(contentFromBlocks([block], 1).blocks).toEqual([]);
  },
);

it('a quote with words, or code, is content', () => {
  const quote = { type: 'quote', data: { text: 'Less is more', caption: '', alignment: 'left' } };
  const code = { type: 'code', data: { code: 'let x = 1;' } };
  const kept = contentFromBlocks([quote, code] as ContentBlock[], 1).blocks;
  expect(kept.map((block) => block.type)).toEqual(['quote', 'code']);
  expect(checkEditorPublish({ ...ready, blocks: [quote as ContentBlock] })).toBeNull();
});
