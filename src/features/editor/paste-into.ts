import type EditorJS from '@editorjs/editorjs';
import type { BlockAPI } from '@editorjs/editorjs';
import { escapeHtml } from '@/lib/escape-html';
import { safeUrl } from '@/lib/safe-url';
import { cleanBlocks } from './blog-data';
import { runDeferredWork } from './editorjs-adapter';
import { PreviewEmbed } from './embed-preview';
import { AltImageTool } from './image-tool';
import { pastedBlocks } from './clean-paste';
import type { ToolBlock } from './pasted-blocks';
import type { Tracker } from './track-editor';

import type { Transfer } from './paste';

/**
 * What a paste or a drop inserts (paste.ts catches them; this module is downloaded at the first one, with the
 * cleaner and `marked`): blocks through Editor.js's API in one go, so a paste is one undo step.
 */

/** Words in clipboard HTML (a picture copied from a page comes with an <img> and no words). */
const htmlWords = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '');

/** A pasted text that is one http(s) address. */
function loneAddress(text: string): string | null {
  const trimmed = text.trim();
  return /^\S+$/.test(trimmed) ? safeUrl(trimmed) : null;
}

function patternOf(url: string): { tool: string; key: string } | null {
  const embeds = (
    PreviewEmbed as unknown as { pasteConfig?: { patterns?: Record<string, RegExp> } }
  ).pasteConfig?.patterns;
  for (const [key, pattern] of Object.entries(embeds ?? {})) {
    if (pattern.test(url)) return { tool: 'embed', key };
  }
  const images = (
    AltImageTool as unknown as { pasteConfig?: { patterns?: Record<string, RegExp> } }
  ).pasteConfig?.patterns;
  for (const [key, pattern] of Object.entries(images ?? {})) {
    if (pattern.test(url)) return { tool: 'image', key };
  }
  return null;
}

/** The editable field the caret is in, with the selection, if it is inside the editor. */
function caretField(box: HTMLElement): { field: HTMLElement; range: Range } | null {
  const selection = window.getSelection();
  if (!selection?.rangeCount) return null;
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  const element = node instanceof Element ? node : node.parentElement;
  const field = element?.closest<HTMLElement>('[contenteditable="true"]');
  return field && box.contains(field) ? { field, range } : null;
}

/** Whether the caret is at the end of `field`, on a line with nothing on it. */
function onEmptyLine(field: HTMLElement, range: Range): boolean {
  if (!(field.textContent ?? '').trim()) return true;
  const after = document.createRange();
  after.selectNodeContents(field);
  after.setStart(range.endContainer, range.endOffset);
  return (
    range.collapsed && !after.toString() && /<br\s*\/?>\s*(<br\s*\/?>)?\s*$/i.test(field.innerHTML)
  );
}

export function pasteInto(editor: EditorJS, box: HTMLElement, tracker: Tracker) {
  const { blocks, caret } = editor;

  const blockAt = (element: Element | null): BlockAPI | undefined =>
    element && box.contains(element)
      ? editor.blocks.getBlockByElement(element as HTMLElement)
      : undefined;

  /** Where new blocks go: in place of an empty paragraph, else after the block at the caret. */
  function placeOf(block: BlockAPI | undefined): { index: number; replace: boolean } {
    if (!block) return { index: blocks.getBlocksCount(), replace: false };
    const index = blocks.getBlockIndex(block.id) ?? blocks.getBlocksCount() - 1;
    return block.name === 'paragraph' && block.isEmpty
      ? { index, replace: true }
      : { index: index + 1, replace: false };
  }

  function insertBlocks(list: ToolBlock[], block: BlockAPI | undefined) {
    if (!list.length) return;
    const { index, replace } = placeOf(block);
    list.forEach((item, offset) => {
      const inserted = blocks.insert(
        item.type,
        item.data,
        undefined,
        index + offset,
        true,
        replace && offset === 0,
      );
      if (item.source) {
        inserted.call(
          'onPaste',
          new CustomEvent('pattern', { detail: { key: 'image', data: item.source } }),
        );
        tracker.touch(inserted);
      }
    });
    runDeferredWork();
    caret.setToBlock(index + list.length - 1, 'end');
  }

  /** Inline HTML (already clean) at the caret, replacing any selection; the caret goes after it. */
  function insertInline(html: string, place: { field: HTMLElement; range: Range }) {
    const { field, range } = place;
    range.deleteContents();
    const fragment = range.createContextualFragment(html);
    const last = fragment.lastChild;
    range.insertNode(fragment);
    if (last) {
      range.setStartAfter(last);
      range.collapse(true);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    field.normalize();
    tracker.touch(field);
  }

  function pasteAddress(url: string, place: { field: HTMLElement; range: Range } | null) {
    if (place && !place.range.collapsed) {
      // Words selected in one field: the address links them.
      document.execCommand('createLink', false, url);
      tracker.touch(place.field);
      return;
    }
    const pattern = patternOf(url);
    const block = blockAt(place?.field ?? null);
    if (pattern && (!place || onEmptyLine(place.field, place.range))) {
      // An empty last line in a quote or a list item is no line of the post: the block goes after it.
      if (place && (place.field.textContent ?? '').trim())
        place.field.innerHTML = place.field.innerHTML.replace(/(<br\s*\/?>\s*)+$/i, '');
      const { index, replace } = placeOf(block);
      const inserted = blocks.insert(pattern.tool, {}, undefined, index, true, replace);
      inserted.call(
        'onPaste',
        new CustomEvent('pattern', { detail: { key: pattern.key, data: url } }),
      );
      tracker.touch(inserted);
      runDeferredWork();
      caret.setToBlock(index, 'end');
      return;
    }
    const link = `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    if (place) insertInline(link, place);
    else insertBlocks([{ type: 'paragraph', data: { text: link } }], block);
  }

  function pasteText(text: string, place: { field: HTMLElement; range: Range } | null) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    const block = blockAt(place?.field ?? null);
    if (lines.length === 1 && place) return insertInline(escapeHtml(text), place);
    const paragraphs = lines
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line): ToolBlock => ({ type: 'paragraph', data: { text: escapeHtml(line) } }));
    insertBlocks(paragraphs, block);
  }

  function pasteBlocks(list: ToolBlock[], place: { field: HTMLElement; range: Range } | null) {
    const only = list.length === 1 ? list[0] : undefined;
    // One paragraph goes into the line being written, wherever the caret is.
    if (place && only?.type === 'paragraph' && typeof only.data.text === 'string')
      return insertInline(only.data.text, place);
    insertBlocks(list, blockAt(place?.field ?? null));
  }

  function pasteFiles(files: File[], place: { field: HTMLElement; range: Range } | null) {
    const { index, replace } = placeOf(blockAt(place?.field ?? null));
    files.forEach((file, offset) => {
      const inserted = blocks.insert(
        'image',
        { file: { url: '' }, caption: '', withBorder: false, withBackground: false },
        undefined,
        index + offset,
        true,
        replace && offset === 0,
      );
      inserted.call('onPaste', new CustomEvent('file', { detail: { file } }));
      tracker.touch(inserted);
    });
    runDeferredWork();
    caret.setToBlock(index + files.length - 1, 'end');
  }

  function pasteCopiedBlocks(json: string, place: { field: HTMLElement; range: Range } | null) {
    let copied: unknown;
    try {
      copied = JSON.parse(json);
    } catch {
      return;
    }
    const list = cleanBlocks(
      (Array.isArray(copied) ? copied : []).map((item: unknown) => {
        const saved = (item ?? {}) as { tool?: unknown; data?: unknown };
        return { type: saved.tool, data: saved.data };
      }),
    );
    insertBlocks(
      list.map((block) => ({ type: block.type, data: block.data })),
      blockAt(place?.field ?? null),
    );
  }

  /** A paste or a drop, at the caret (`place`, taken when it happened). */
  return function take(transfer: Transfer, place = caretField(box)) {
    const images = transfer.files.filter((file) => file.type.startsWith('image/'));
    // Word and spreadsheets add a picture of the copied text beside its HTML: then the text is what was meant.
    if (images.length && !htmlWords(transfer.html)) return pasteFiles(images, place);
    if (transfer.blocks) return pasteCopiedBlocks(transfer.blocks, place);
    const address = loneAddress(transfer.plain);
    if (address && !htmlWords(transfer.html.replace(/<a\b[^>]*>.*?<\/a>/gis, '')))
      return pasteAddress(address, place);
    if (!transfer.html.trim() && !transfer.plain.trim()) return;
    const list = pastedBlocks(transfer.html, transfer.plain);
    if (list) pasteBlocks(list, place);
    else pasteText(transfer.plain, place);
  };
}
