import { forwardRef, useImperativeHandle, useRef } from 'react';
import type EditorJS from '@editorjs/editorjs';
import { escapeHtml } from '@/lib/escape-html';
import type { Tracker } from './track-editor';

export interface EarlyTextHandle {
  focus: () => void;
  /**
   * The text typed here goes to the start of the ready editor's first block, with the caret after it.
   * `bind` runs the work Editor.js defers (editorjs-adapter.ts): the new blocks listen at once.
   */
  handOver: (editor: EditorJS, tracker: Tracker, bind: () => void) => void;
}

/**
 * Issue 28 item 6: no key pressed early is dropped. While Editor.js downloads, this line stands where the
 * first block will be: Enter in the title comes here, and what is typed here is kept. Once the editor is
 * ready, the text becomes the first paragraph (in place of a new blog's empty one; its lines as paragraphs),
 * and the caret, if it was here, follows it there: the writer's next key lands in the editor.
 */
export const EarlyText = forwardRef<EarlyTextHandle, { placeholder: string }>(function EarlyText(
  { placeholder },
  ref,
) {
  const field = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    focus: () => field.current?.focus(),
    handOver(editor, tracker, bind) {
      const node = field.current;
      if (!node) return;
      const focused = document.activeElement === node;
      const lines = (node.innerText ?? '').replace(/\r\n?/g, '\n').split('\n');
      const written = lines.some((line) => line.trim());
      if (!written) {
        if (!focused) return;
        editor.blocks
          .getBlockByIndex(0)
          ?.holder.querySelector<HTMLElement>('[contenteditable="true"]')
          ?.focus();
        editor.caret.setToFirstBlock('start');
        return;
      }
      tracker.begin('key');
      const { blocks } = editor;
      const first = blocks.getBlockByIndex(0);
      const texts = lines.map(escapeHtml);
      let last = 0;
      // In place of an empty first paragraph (a new blog), else before the first block.
      const replace = first?.name === 'paragraph' && first.isEmpty;
      blocks.insert('paragraph', { text: texts[0] ?? '' }, undefined, 0, false, replace);
      texts.slice(1).forEach((text, offset) => {
        last = offset + 1;
        blocks.insert('paragraph', { text }, undefined, last, false);
      });
      bind();
      if (!focused) return;
      // This line is about to go: the focus moves into the block, then the caret to its end.
      blocks
        .getBlockByIndex(last)
        ?.holder.querySelector<HTMLElement>('[contenteditable="true"]')
        ?.focus();
      editor.caret.setToBlock(last, 'end');
    },
  }));

  // Over the editor's place (block-editor.tsx), on the page's colour: the editor Editor.js draws under it
  // meanwhile is neither seen twice nor moved. The line is set as Editor.js sets its first paragraph (the serif
  // at 18 px, a 1.6em line, 0.4em above), so the placeholder and what was typed stay where they are when the
  // editor takes over.
  return (
    <div className="absolute inset-x-0 top-0 z-10 bg-bg">
      <div
        ref={field}
        role="textbox"
        aria-multiline="true"
        aria-label="Blog content"
        aria-describedby="early-text-note"
        contentEditable
        suppressContentEditableWarning
        data-placeholder={placeholder}
        className="min-h-[1.6em] py-[0.4em] font-serif text-lg leading-[1.6em] outline-none empty:before:text-muted empty:before:content-[attr(data-placeholder)]"
      />
      <p id="early-text-note" className="mt-2 text-sm text-muted">
        <span>Loading the editor…</span> What you type here is kept.
      </p>
    </div>
  );
});
