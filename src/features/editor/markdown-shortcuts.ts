import type EditorJS from '@editorjs/editorjs';
import { runDeferredWork } from './editorjs-adapter';
import type { Tracker } from './track-editor';

/**
 * Markdown shortcuts while typing (issue 25 item 2), as in Ghost: what an empty paragraph becomes when its
 * text is one of the markers, and the inline marks made as they are closed. Each conversion is one undo
 * step of its own: the typed characters are a step of typing, the conversion a gesture of its own.
 */

export interface BlockShortcut {
  /** The text typed at the start of the empty paragraph. */
  marker: string;
  type: string;
  /** The new block's data; none where the tool's own empty block is right. */
  data?: Record<string, unknown>;
}

const listData = (style: 'ordered' | 'unordered') => ({
  style,
  meta: {},
  items: [{ content: '', meta: {}, items: [] }],
});

export const BLOCK_SHORTCUTS: BlockShortcut[] = [
  { marker: '## ', type: 'header', data: { text: '', level: 2 } },
  { marker: '### ', type: 'header', data: { text: '', level: 3 } },
  { marker: '- ', type: 'list', data: listData('unordered') },
  { marker: '* ', type: 'list', data: listData('unordered') },
  { marker: '1. ', type: 'list', data: listData('ordered') },
  { marker: '> ', type: 'quote' },
  { marker: '```', type: 'code' },
  { marker: '---', type: 'delimiter' },
];

/** A paragraph's whole text (as the browser holds it: a typed space may be a no-break space). */
export function blockShortcut(text: string): BlockShortcut | null {
  const typed = text.replace(/\u00a0/g, ' ');
  return BLOCK_SHORTCUTS.find((shortcut) => shortcut.marker === typed) ?? null;
}

const typingOf = (text: string) => ({ kind: 'typing', deleting: false, text }) as const;

export type InlineTag = 'b' | 'i' | 'code' | 'mark';

interface InlinePattern {
  tag: InlineTag;
  pattern: RegExp;
}

// The text inside may not start or end with a space (`** not bold **` stays as typed), and an opening mark
// may not follow a letter or the same mark (snake_case_names stay as typed).
const INLINE: InlinePattern[] = [
  { tag: 'b', pattern: /(?<!\*)\*\*([^*\s](?:[^*]*[^*\s])?)\*\*$/ },
  { tag: 'i', pattern: /(?<![\p{L}\p{N}_])_([^_\s](?:[^_]*[^_\s])?)_$/u },
  { tag: 'code', pattern: /(?<!`)`([^`\s](?:[^`]*[^`\s])?)`$/ },
  { tag: 'mark', pattern: /(?<!=)==([^=\s](?:[^=]*[^=\s])?)==$/ },
];

export interface InlineMatch {
  tag: InlineTag;
  /** Where the marked text with its marks begins and ends in the text searched. */
  start: number;
  end: number;
  /** The text between the marks. */
  text: string;
}

/**
 * The inline mark just closed at the end of `before` (the text in front of the caret), if any.
 */
export function inlineShortcut(before: string): InlineMatch | null {
  const head = before.replace(/\u00a0/g, ' ');
  for (const { tag, pattern } of INLINE) {
    const found = pattern.exec(head);
    if (found) return { tag, start: found.index, end: head.length, text: found[1] ?? '' };
  }
  return null;
}

const CLASS_OF: Partial<Record<InlineTag, string>> = { code: 'inline-code', mark: 'cdx-marker' };

/** The caret's text node and offset, when the selection is a caret inside an editable text. */
function caretText(): { node: Text; offset: number } | null {
  const selection = window.getSelection();
  if (!selection?.isCollapsed || !selection.anchorNode) return null;
  const node = selection.anchorNode;
  return node instanceof Text ? { node, offset: selection.anchorOffset } : null;
}

/** Puts a caret in `node` at `offset`. */
function caretAt(node: Text, offset: number) {
  const caret = document.createRange();
  caret.setStart(node, offset);
  caret.collapse(true);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(caret);
}

/** Replaces the match in `node` with its mark, and puts the caret right after it, in the text returned. */
function markInline(node: Text, match: InlineMatch): { mark: HTMLElement; after: Text } {
  const mark = document.createElement(match.tag);
  const className = CLASS_OF[match.tag];
  if (className) mark.className = className;
  mark.textContent = match.text;
  const range = document.createRange();
  range.setStart(node, match.start);
  range.setEnd(node, match.end);
  range.deleteContents();
  range.insertNode(mark);
  const next = mark.nextSibling;
  const after = next instanceof Text ? next : document.createTextNode('');
  if (after !== next) mark.after(after);
  caretAt(after, 0);
  return { mark, after };
}

/**
 * Converts as the author types (editor-tools.ts has every tool named here). The typed characters have been
 * read into the document (track-editor.ts hears input in the capture phase, before this listener); the
 * conversion is then a gesture of its own, so it is one undo step and Ctrl+Z gives the typed characters back.
 */
export function attachMarkdown(editor: EditorJS, box: HTMLElement, tracker: Tracker): () => void {
  function convertBlock(index: number, shortcut: BlockShortcut) {
    tracker.begin('convert');
    editor.blocks.insert(shortcut.type, shortcut.data, undefined, index, true, true);
    // A divider holds no text: the writer goes on in a new paragraph after it.
    const divider = shortcut.type === 'delimiter';
    if (divider) editor.blocks.insert('paragraph', undefined, undefined, index + 1, true);
    // The new blocks listen before the caret goes into them (editorjs-adapter.ts).
    runDeferredWork();
    editor.caret.setToBlock(divider ? index + 1 : index, 'start');
  }

  /**
   * The mark just made and the text after it: Chrome types at a mark's end inside the mark, so the first
   * character typed there is put after it by hand (then the caret is inside the text after the mark).
   */
  let made: { mark: HTMLElement; after: Text; spaced?: boolean } | null = null;
  const onBeforeInput = (event: InputEvent) => {
    const last = made;
    made = null;
    const selection = window.getSelection();
    if (!last?.after.isConnected || event.inputType !== 'insertText' || !event.data) return;
    if (!selection?.isCollapsed) return;
    const { anchorNode: node, anchorOffset: offset } = selection;
    const { mark, after } = last;
    if (last.spaced) {
      // The no-break space typed after the mark becomes a plain one once a character follows it.
      if (node !== after || offset !== 1 || after.data[0] !== '\u00a0' || event.data === ' ')
        return;
      event.preventDefault();
      after.replaceData(0, 1, ` ${event.data}`);
      caretAt(after, 1 + event.data.length);
      // No input event follows a prevented one: the typing is read here.
      return tracker.touch(after.parentElement ?? mark, typingOf(event.data));
    }
    const atEnd =
      (node === after && offset === 0) ||
      (node instanceof Text && node === mark.lastChild && offset === node.length);
    if (!atEnd) return;
    event.preventDefault();
    // A space at the end of a line is drawn (and keeps the caret) only as a no-break space, as the
    // browser itself types it.
    const spaced = event.data === ' ' && !after.length;
    const text = spaced ? '\u00a0' : event.data;
    after.insertData(0, text);
    caretAt(after, text.length);
    tracker.touch(mark, typingOf(event.data));
    if (spaced) made = { mark, after, spaced };
  };

  const onInput = (event: Event) => {
    const input = event as InputEvent;
    if (input.inputType !== 'insertText' || !input.data) return;
    const target = event.target;
    const index = editor.blocks.getCurrentBlockIndex();
    const block = editor.blocks.getBlockByIndex(index);
    if (!block || !(target instanceof HTMLElement) || !target.isContentEditable) return;
    if (!block.holder.contains(target)) return;
    const shortcut = block.name === 'paragraph' ? blockShortcut(target.textContent ?? '') : null;
    if (shortcut) return convertBlock(index, shortcut);
    const caret = caretText();
    if (!caret || caret.node.parentElement?.closest('code')) return;
    const match = inlineShortcut(caret.node.data.slice(0, caret.offset));
    if (!match) return;
    tracker.begin('convert');
    made = markInline(caret.node, match);
    tracker.touch(block);
  };
  box.addEventListener('beforeinput', onBeforeInput);
  box.addEventListener('input', onInput);
  return () => {
    box.removeEventListener('beforeinput', onBeforeInput);
    box.removeEventListener('input', onInput);
  };
}
