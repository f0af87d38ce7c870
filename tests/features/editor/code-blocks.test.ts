import { cleanBlock, cleanBlocks, contentFromBlocks } from '@/features/editor/blog-data';
import { CODE_LANGUAGES, MAX_CODE_LENGTH } from '@/components/blocks/code-languages';

/** Issue 25 item 5: the code block and the divider in stored content, and other clients' blocks kept. */
describe('cleanBlocks: code, divider and other types', () => {
  it('keeps code as the text it is, with one of our languages (else plain text)', () => {
    const code = 'if (a < b && c > d) {\n  el.innerHTML = "<img src=x onerror=alert(1)>";\n}';
    expect(cleanBlock({ type: 'code', data: { code, language: 'typescript' } })).toEqual({
      type: 'code',
      data: { code, language: 'typescript' },
    });
    expect(cleanBlock({ type: 'code', data: { code: 'x', language: ' Python ' } })?.data).toEqual({
      code: 'x',
      language: 'python',
    });
    for (const language of ['cobol', '<script>', 42, undefined])
      expect(cleanBlock({ type: 'code', data: { code: 'x', language } })?.data.language).toBe(
        'plaintext',
      );
    expect(cleanBlock({ type: 'code', data: { code: { evil: 1 } } })?.data).toEqual({
      code: '',
      language: 'plaintext',
    });
    expect(
      cleanBlock({ type: 'code', data: { code: `a\u0000b${'c'.repeat(MAX_CODE_LENGTH)}` } })?.data
        .code,
    ).toHaveLength(MAX_CODE_LENGTH);
    expect(CODE_LANGUAGES).toContain('plaintext');
  });

  it('never sends code through the HTML sanitizer, which cleans the same text in a paragraph', () => {
    const sample = '<b onclick="x()">bold</b> &amp; <script>run()</script>';
    const [paragraph, code] = cleanBlocks([
      { type: 'paragraph', data: { text: sample } },
      { type: 'code', data: { code: sample, language: 'html' } },
    ]);
    expect(paragraph.data.text).toBe('<b>bold</b> &amp; ');
    expect(code.data).toEqual({ code: sample, language: 'html' });
  });

  it('keeps a divider and nothing it carries', () => {
    expect(
      cleanBlock({ type: 'delimiter', data: { html: '<script>alert(1)</script>', x: 1 } }),
    ).toEqual({ type: 'delimiter', data: {} });
  });

  it('keeps a block from another client through a save, in its place, with its id', () => {
    const table = {
      id: 'tbl-1',
      type: 'table',
      data: { content: [['a', 'b']], withHeadings: false },
    };
    const { blocks } = contentFromBlocks([
      { type: 'paragraph', data: { text: 'before' } },
      table,
      { type: 'delimiter', data: {} },
      { type: 'code', data: { code: 'ls', language: 'bash' } },
    ]);
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'table', 'delimiter', 'code']);
    expect(blocks[1]).toEqual(table);
    expect(
      cleanBlocks([
        { type: 'a b', data: {} },
        { type: '', data: {} },
      ]),
    ).toEqual([]);
  });
});

/** Issue 25 item 6: only the settings the page draws are stored (issue 28 item 7: the page draws a start). */
describe('cleanBlocks: list and image settings', () => {
  it('stores an ordered list with its start number but no counter style, and a checklist as bullets', () => {
    expect(
      cleanBlock({
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 5, counterType: 'upper-roman' },
          items: [{ content: 'a', meta: {}, items: [] }],
        },
      })?.data,
    ).toEqual({
      style: 'ordered',
      meta: { start: 5 },
      items: [{ content: 'a', meta: {}, items: [] }],
    });
    expect(
      cleanBlock({
        type: 'list',
        data: { style: 'checklist', items: [{ content: 'x', meta: { checked: true }, items: [] }] },
      })?.data,
    ).toEqual({ style: 'unordered', meta: {}, items: [{ content: 'x', meta: {}, items: [] }] });
  });

  it('keeps an image’s border and background, never a stretch', () => {
    expect(
      cleanBlock({
        type: 'image',
        data: {
          file: { url: 'https://cdn.example/a.png' },
          withBorder: true,
          withBackground: true,
          stretched: true,
        },
      })?.data,
    ).toMatchObject({ withBorder: true, withBackground: true, stretched: false });
  });
});
