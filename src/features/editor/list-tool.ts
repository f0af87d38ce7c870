import List from '@editorjs/list';
import { toolTranslate } from './editorjs-adapter';

/** The two list styles SPEC §2 has, as @editorjs/list's settings name them. */
const STYLES = ['Unordered', 'Ordered'];

/**
 * @editorjs/list 2 as SPEC §2 has it (issue 25 item 6; docs/decisions/0030): ordered or unordered. Its block
 * settings offered a checklist, a start number and a counter style that cleanBlock threw away and the blog page
 * never drew; they are no longer offered, so what the writer sets is what readers get. Nested items are
 * numbered 1., 2. … at every level, as on the page (editor.css).
 */
export class SpecList extends List {
  renderSettings() {
    const translate = toolTranslate(this);
    const labels = STYLES.map((label) => translate(label));
    const items = super.renderSettings() as unknown as { label?: string }[];
    return items.filter(
      (item) => item.label !== undefined && labels.includes(item.label),
    ) as unknown as ReturnType<List['renderSettings']>;
  }
}
