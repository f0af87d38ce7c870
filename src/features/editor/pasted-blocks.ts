import { sanitizeForEditor } from '@/lib/sanitize';
import { safeUrl } from '@/lib/safe-url';

/**
 * What a paste becomes (issue 25 item 3), before Editor.js turns it into blocks: a flat run of the blocks we
 * keep, with inline HTML that has passed the one sanitizer. Both the HTML cleaner (paste-cleaner.ts) and the
 * Markdown reader (markdown-paste.ts) answer these; `toEditorHtml` writes them as the plain HTML each tool's
 * `pasteConfig` claims (P, H2/H3, UL/OL/LI, BLOCKQUOTE, PRE, HR, IMG).
 */
export interface PastedItem {
  html: string;
  items: PastedItem[];
}

export type PastedBlock =
  | { type: 'paragraph' | 'quote'; html: string }
  | { type: 'header'; level: 2 | 3; html: string }
  | { type: 'list'; ordered: boolean; items: PastedItem[] }
  | { type: 'code'; code: string; language?: string }
  | { type: 'delimiter' }
  | { type: 'image'; url: string };

/** SPEC §5 has levels 2 and 3: h1 and h2 become 2, h3 to h6 become 3. */
export const headingLevel = (level: number): 2 | 3 => (level <= 2 ? 2 : 3);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Inline HTML cleaned by the one sanitizer, with the space and line breaks around it trimmed. */
export function cleanInline(html: string): string {
  return sanitizeForEditor(html)
    .replace(/^(?:\s|&nbsp;|<br\s*\/?>)+|(?:\s|&nbsp;|<br\s*\/?>)+$/gi, '')
    .trim();
}

/** An inline field with no text of its own (an empty span, a lone <br>). */
export const isBlank = (html: string) => !html.replace(/<[^>]*>|&nbsp;|\s/gi, '');

/** Line breaks as spaces. */
const spaced = (html: string) => html.replace(/\s*<br\s*\/?>\s*/gi, ' ');

function listHtml(ordered: boolean, items: PastedItem[]): string {
  const tag = ordered ? 'ol' : 'ul';
  const inner = items
    .map(
      (item) =>
        `<li>${spaced(item.html)}${item.items.length ? listHtml(ordered, item.items) : ''}</li>`,
    )
    .join('');
  return `<${tag}>${inner}</${tag}>`;
}

const BR = /<br\s*\/?>/gi;

/**
 * The blocks as the HTML Editor.js's paste handling hands to each tool's onPaste. Editor.js cleans each
 * pasted block with its inline tools' rules, which drop <br> and glue the lines together: a paragraph's lines
 * become paragraphs of their own, and elsewhere a line break becomes a space.
 */
export function toEditorHtml(blocks: PastedBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return block.html
            .split(BR)
            .filter((line) => !isBlank(line))
            .map((line) => `<p>${line.trim()}</p>`)
            .join('');
        case 'quote':
          return `<blockquote>${spaced(block.html)}</blockquote>`;
        case 'header':
          return `<h${block.level}>${spaced(block.html)}</h${block.level}>`;
        case 'list':
          return listHtml(block.ordered, block.items);
        case 'code': {
          // The code tool reads the language from the class (code-tool.ts); any other name is plain text.
          const language = /^[\w#+.-]{1,30}$/.test(block.language ?? '') ? block.language : '';
          const named = language ? ` class="language-${language}"` : '';
          return `<pre${named}>${escapeHtml(block.code)}</pre>`;
        }
        case 'delimiter':
          return '<hr>';
        case 'image': {
          const url = safeUrl(block.url);
          return url ? `<img src="${escapeHtml(url)}">` : '';
        }
      }
    })
    .join('');
}
