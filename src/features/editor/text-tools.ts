import type { API, BlockToolConstructorOptions } from '@editorjs/editorjs';
import Paragraph from '@editorjs/paragraph';
import Quote from '@editorjs/quote';
import { QUOTE_TEXT } from './editorjs-adapter';

/**
 * What the editor shows is what is saved (issue 28 item 4), for the two text tools whose own behaviour
 * breaks it.
 */

/**
 * @editorjs/paragraph (the tool Editor.js bundles as its default block) trims the text it is given when a
 * block is joined to it with Backspace: 'Hello' and ' world' (Enter pressed before the space) became
 * 'Helloworld'. The space that began the joined text is kept.
 */
export class SpacedParagraph extends Paragraph {
  private element: HTMLElement | null = null;

  render(): HTMLDivElement {
    const element = super.render();
    this.element = element;
    return element;
  }

  merge(data: { text: string }) {
    const element = this.element;
    if (element && /^\s/.test(data.text) && !/\s$/.test(element.textContent ?? ''))
      element.append(' ');
    super.merge(data);
  }
}

/**
 * A quote's text with the lines the browser wrote as <div>s (a paste, an old draft) as <br> lines, and no
 * empty line at its end (the browser draws a line break at the very end only with a second one after it).
 */
export function quoteLines(html: string): string {
  return html
    .replace(/^\s*<div[^>]*>/i, '')
    .replace(/<div[^>]*>/gi, '<br>')
    .replace(/<\/div>/gi, '')
    .replace(/(\s*<br\s*\/?>)+\s*$/i, '');
}

/** Whether the caret is at the very end of `field`, on an empty line of its own. */
function onEmptyLastLine(field: HTMLElement): boolean {
  const selection = window.getSelection();
  if (!selection?.isCollapsed || !selection.rangeCount) return false;
  const range = selection.getRangeAt(0);
  const after = document.createRange();
  after.selectNodeContents(field);
  after.setStart(range.endContainer, range.endOffset);
  if (after.toString().length) return false;
  const html = field.innerHTML.trim();
  return /<br\s*\/?>\s*(<br\s*\/?>)?$/i.test(html) && (field.textContent ?? '').length > 0;
}

/**
 * @editorjs/quote lets the browser make a new line on Enter, which Chrome writes as a <div>: the quote then
 * showed two lines but was saved, published and counted as 'Quote line onequote line two' (Editor.js's
 * sanitizer drops the <div>). Here Enter is a line break (<br>), as Shift+Enter is; Enter on an empty last
 * line leaves the quote for a new paragraph, as in Google Docs and Notion, so what comes next (a pasted link
 * to embed, say) is not glued into the quote. Saved text has its lines as <br>.
 */
export class LineQuote extends Quote {
  private readonly editorApi: API;
  private node: HTMLElement | null = null;

  constructor(options: BlockToolConstructorOptions) {
    super(options as ConstructorParameters<typeof Quote>[0]);
    this.editorApi = options.api;
  }

  render(): HTMLElement {
    const node = super.render();
    this.node = node;
    const field = node.querySelector<HTMLElement>(QUOTE_TEXT);
    field?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      if (onEmptyLastLine(field)) {
        event.stopPropagation();
        field.innerHTML = quoteLines(field.innerHTML);
        const { blocks, caret } = this.editorApi;
        const index = blocks.getCurrentBlockIndex();
        blocks.insert('paragraph', {}, undefined, index + 1, true);
        caret.setToBlock(index + 1, 'start');
        return;
      }
      document.execCommand('insertLineBreak');
    });
    return node;
  }

  save(element: HTMLDivElement) {
    const saved = super.save(element);
    return { ...saved, text: quoteLines(saved.text) };
  }

  /** The element the tool drew (for tests). */
  get element(): HTMLElement | null {
    return this.node;
  }
}
