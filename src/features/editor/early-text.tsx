import { forwardRef, useImperativeHandle, useRef } from 'react';
import type EditorJS from '@editorjs/editorjs';
import { escapeHtml } from '@/lib/escape-html';
import { earlyLines } from './early-blocks';
import type { Tracker } from './track-editor';

export interface EarlyTextHandle {
  focus: () => void;
  /**
   * The text typed here goes to the start of the ready editor's first block, with the caret after it.
   * `bind` runs the work Editor.js defers (editorjs-adapter.ts): the new blocks listen at once.
   */
  handOver: (editor: EditorJS, tracker: Tracker, bind: () => void) => void;
}

interface EarlyTextProps {
  placeholder: string;
  /** What is written here, at each change: the document reads it as its first paragraphs (early-blocks.ts). */
  onText: (text: string) => void;
  /** The editor's code could not be downloaded: said here, under the text, which stays and can be added to. */
  failed: boolean;
  onRetry: () => void;
}

/**
 * Issue 28 item 6: no key pressed early is dropped. While Editor.js downloads, this line stands where the
 * first block will be: Enter in the title comes here, and what is typed here is kept. It is the writer's work
 * from the first key (the leave guard, the local copy, Save Draft and Publish see it: early-blocks.ts), and
 * it stays, with the failure said under it, if the editor's code cannot be downloaded. Once the editor is
 * ready, the text becomes the first paragraph (in place of a new blog's empty one; its lines as paragraphs),
 * and the caret, if it was here, follows it there: the writer's next key lands in the editor.
 */
export const EarlyText = forwardRef<EarlyTextHandle, EarlyTextProps>(function EarlyText(
  { placeholder, onText, failed, onRetry },
  ref,
) {
  const field = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    focus: () => field.current?.focus(),
    handOver(editor, tracker, bind) {
      const node = field.current;
      if (!node) return;
      const focused = document.activeElement === node;
      const lines = earlyLines(node.innerText ?? '');
      if (!lines) {
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
        onInput={(event) => onText(event.currentTarget.innerText ?? '')}
        data-placeholder={placeholder}
        className="min-h-[1.6em] py-[0.4em] font-serif text-lg leading-[1.6em] outline-none empty:before:text-muted empty:before:content-[attr(data-placeholder)]"
      />
      {failed ? (
        <div
          id="early-text-note"
          role="alert"
          className="mt-2 flex flex-wrap items-center gap-3 py-2"
        >
          <p>The editor could not be loaded. Check your connection; your text is kept.</p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              // The button goes as the editor is tried again: the writer goes on where they wrote.
              field.current?.focus();
              onRetry();
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <p id="early-text-note" className="mt-2 text-sm text-muted">
          <span>Loading the editor…</span> What you type here is kept.
        </p>
      )}
    </div>
  );
});
