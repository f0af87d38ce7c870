import type { HTMLPasteEvent } from '@editorjs/editorjs';
import type List from '@editorjs/list';
import Quote from '@editorjs/quote';
import { SpecList } from './list-tool';

/**
 * The two tools whose own paste handling falls short of issue 25 item 3 (decision 0029), each given what it
 * lacks through Editor.js's paste API (`pasteConfig` and `onPaste`) and nothing else changed.
 */

/** @editorjs/quote 2.7 claims no tag on paste: a pasted <blockquote> would become a paragraph. */
export class PasteQuote extends Quote {
  static get pasteConfig() {
    return { tags: ['BLOCKQUOTE'] };
  }

  private node: HTMLElement | null = null;

  render(): HTMLElement {
    this.node = super.render();
    return this.node;
  }

  onPaste(event: HTMLPasteEvent) {
    const text = this.node?.querySelector<HTMLElement>('.cdx-quote__text');
    // The HTML has been through Editor.js's sanitizer with the inline tools' rules.
    if (text) text.innerHTML = event.detail.data.innerHTML;
  }
}

/**
 * @editorjs/list 2 takes a pasted item's whole innerHTML as its text, nested list and all, and then draws
 * the nested items a second time as children: each item is given its own text without its nested lists.
 * Built on the list as SPEC §2 has it (list-tool.ts: ordered or unordered only).
 */
export class PasteList extends SpecList {
  onPaste(event: Parameters<List['onPaste']>[0]) {
    for (const item of event.detail.data.querySelectorAll('li')) {
      const own = item.cloneNode(true) as HTMLElement;
      for (const nested of own.querySelectorAll(':scope > ul, :scope > ol')) nested.remove();
      Object.defineProperty(item, 'innerHTML', { value: own.innerHTML });
    }
    super.onPaste(event);
  }
}
