import type { HTMLPasteEvent } from '@editorjs/editorjs';
import Header from '@editorjs/header';
import type List from '@editorjs/list';
import Quote from '@editorjs/quote';
import { SpecList } from './list-tool';

/**
 * The three tools whose own paste handling falls short of issue 25 item 3 (decision 0029), each given what it
 * lacks (through Editor.js's paste API, `pasteConfig` and `onPaste`, or for the heading its `save`) and nothing
 * else changed.
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

/**
 * @editorjs/header sets a pasted heading's level by swapping its heading element for a new one (even an H2 for
 * an H2), and saves whatever element Editor.js hands it: the one it first rendered, which Editor.js trades for
 * the new one only when its mutation observer reports the swap. Under a loaded CI run it once did not (1 Word
 * paste in 864 e2e tests), and the paste's first heading was saved from the old, emptied element and dropped
 * as empty. The heading is saved from the element the tool holds, the one on the page.
 */
export class PasteHeader extends Header {
  save(rendered: HTMLHeadingElement) {
    const own = (this as unknown as { _element?: HTMLHeadingElement })._element;
    return super.save(own ?? rendered);
  }
}
