import type { API, HTMLPasteEvent } from '@editorjs/editorjs';
import { describe, expect, it } from 'vitest';
import { PasteHeader } from '@/features/editor/paste-tools';

/**
 * A pasted heading is saved with its text even when Editor.js still holds the element the tool first rendered
 * (it trades it for the swapped one only when its mutation observer reports the swap): the first heading of a
 * Word paste was once saved empty and dropped that way in CI.
 */

const api = {
  styles: { block: 'cdx-block' },
  i18n: { t: (text: string) => text },
} as unknown as API;

function pastedHeader(level: 'H1' | 'H2' | 'H3') {
  const tool = new PasteHeader({
    data: {},
    config: { levels: [2, 3], defaultLevel: 2, placeholder: 'Heading' },
    api,
    readOnly: false,
  });
  // Editor.js renders the block into its holder, then calls onPaste with the pasted element.
  const rendered = tool.render() as HTMLHeadingElement;
  document.createElement('div').append(rendered);
  const heading = document.createElement(level);
  heading.innerHTML = 'Minutes of the <b>harbour</b> meeting';
  tool.onPaste({ detail: { data: heading } } as unknown as HTMLPasteEvent);
  return { tool, rendered };
}

describe('a pasted heading', () => {
  it.each([
    ['H1', 2],
    ['H2', 2],
    ['H3', 3],
  ] as const)(
    '%s is saved at level %i with its text from the element first rendered',
    (tag, level) => {
      const { tool, rendered } = pastedHeader(tag);
      // What Editor.js hands save() when it missed the swap: the first element, now out of the page and empty.
      expect(rendered.isConnected).toBe(false);
      expect(rendered.innerHTML).toBe('');
      expect(tool.save(rendered)).toEqual({
        text: 'Minutes of the <b>harbour</b> meeting',
        level,
      });
    },
  );
});
