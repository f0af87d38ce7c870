import { sanitizeForEditor } from '@/lib/sanitize';

/**
 * What a paste becomes (issue 25 item 3), before Editor.js turns it into blocks: a flat run of the blocks we
 * keep, with inline HTML that has passed the one sanitizer. Both the HTML cleaner (paste-cleaner.ts) and the
 * Markdown reader (markdown-paste.ts) answer these; `toToolBlocks` gives them as the tools' own data.
 */
export interface PastedItem {
  html: string;
  items: PastedItem[];
}

export type PastedBlock =
  | { type: 'paragraph' | 'quote'; html: string }
  | { type: 'header'; level: 2 | 3; html: string }
  | { type: 'list'; ordered: boolean; start?: number; items: PastedItem[] }
  | { type: 'code'; code: string; language?: string }
  | { type: 'delimiter' }
  | { type: 'image'; url: string; alt?: string };

/** SPEC §5 has levels 2 and 3: h1 and h2 become 2, h3 to h6 become 3. */
export const headingLevel = (level: number): 2 | 3 => (level <= 2 ? 2 : 3);

/** Inline HTML cleaned by the one sanitizer, with the space and line breaks around it trimmed. */
export function cleanInline(html: string): string {
  return sanitizeForEditor(html)
    .replace(/^(?:\s|&nbsp;|<br\s*\/?>)+|(?:\s|&nbsp;|<br\s*\/?>)+$/gi, '')
    .trim();
}

/** An inline field with no text of its own (an empty span, a lone <br>). */
export const isBlank = (html: string) => !html.replace(/<[^>]*>|&nbsp;|\s/gi, '');

/** Line breaks as spaces (a heading and a list item are one line each). */
const spaced = (html: string) => html.replace(/\s*<br\s*\/?>\s*/gi, ' ');

/** A block as Editor.js's tools take it (`blocks.insert(type, data)`). */
export interface ToolBlock {
  type: string;
  data: Record<string, unknown>;
  /** An image's address, to be copied to our storage by its tool once the block is in place (paste.ts). */
  source?: string;
}

const toolItems = (items: PastedItem[]): Record<string, unknown>[] =>
  items.map((item) => ({ content: spaced(item.html), meta: {}, items: toolItems(item.items) }));

/**
 * The blocks as the tools' own data, inserted as they are (paste.ts): what the writer sees is what is
 * saved, soft line breaks (<br>) in paragraphs and quotes included (issue 28 item 4).
 */
export function toToolBlocks(blocks: PastedBlock[]): ToolBlock[] {
  return blocks.map((block): ToolBlock => {
    switch (block.type) {
      case 'paragraph':
        return { type: 'paragraph', data: { text: block.html } };
      case 'quote':
        return { type: 'quote', data: { text: block.html, caption: '', alignment: 'left' } };
      case 'header':
        return { type: 'header', data: { text: spaced(block.html), level: block.level } };
      case 'list':
        return {
          type: 'list',
          data: {
            style: block.ordered ? 'ordered' : 'unordered',
            meta: block.ordered && block.start && block.start > 1 ? { start: block.start } : {},
            items: toolItems(block.items),
          },
        };
      case 'code':
        return { type: 'code', data: { code: block.code, language: block.language ?? '' } };
      case 'delimiter':
        return { type: 'delimiter', data: {} };
      case 'image':
        return {
          type: 'image',
          data: {
            file: { url: '' },
            caption: '',
            withBorder: false,
            withBackground: false,
            stretched: false,
            ...(block.alt ? { alt: block.alt } : {}),
          },
          source: block.url,
        };
    }
  });
}
