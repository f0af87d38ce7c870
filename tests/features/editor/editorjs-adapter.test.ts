import EditorJS from '@editorjs/editorjs';
import { savedBlock, WRITTEN_FOR } from '@/features/editor/editorjs-adapter';

/**
 * Issue 28 item 8: the adapter names the Editor.js release its reaches were written against; an upgrade is a
 * deliberate recheck (each reach has a test of its own in Chromium: e2e/editorjs-adapter.spec.ts).
 */
describe('the Editor.js adapter', () => {
  it('is written for the Editor.js that is installed', () => {
    expect(
      EditorJS.version,
      'Editor.js was upgraded: recheck every reach in src/features/editor/editorjs-adapter.ts, run e2e/editorjs-adapter.spec.ts, then update WRITTEN_FOR',
    ).toBe(WRITTEN_FOR['@editorjs/editorjs']);
  });

  it('reads the block a stub stands for as that block', () => {
    const table = { withHeadings: false, content: [['a']] };
    expect(savedBlock('stub', { id: 'x', type: 'table', data: table })).toEqual({
      type: 'table',
      data: table,
    });
    expect(savedBlock('paragraph', { text: 'a' })).toEqual({
      type: 'paragraph',
      data: { text: 'a' },
    });
  });
});
