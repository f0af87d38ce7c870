import { safeUrl } from '@/lib/safe-url';
import {
  cleanInline,
  escapeHtml,
  headingLevel,
  isBlank,
  type PastedBlock,
  type PastedItem,
} from './pasted-blocks';

/**
 * Plain text that looks like Markdown, read into blocks (issue 25 item 3): `#` headings (h1 and h2 → level 2,
 * deeper → 3), `-`, `*`, `+` and `1.` lists (nested by indentation), `>` quotes, ``` and ~~~ fences, `---`
 * dividers, and
 * inside text `**bold**`, `__bold__`, `_italic_`, `*italic*`, `` `code` ``, `==marker==` and
 * `[text](https://…)`. Text without any of these is left to Editor.js, which makes a paragraph of each line.
 */

const FENCE = /^\s{0,3}(```|~~~)\s*([\w#+.-]*)\s*$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/** The inline marks, each as the pattern that finds it closed. */
const INLINE_MARKS = [
  /\*\*(?=\S)[^*\n]+?\*\*/,
  /(^|[^\w])__(?=\S)[^_\n]+?__(?!\w)/,
  /(^|[^\w*])\*(?=[^\s*])[^*\n]+?\*(?!\w)/,
  /(^|[^\w])_(?=[^\s_])[^_\n]+?_(?!\w)/,
  /`[^`\n]+`/,
  /==(?=\S)[^=\n]+?==/,
  /\[[^\]\n]+\]\(https?:\/\/[^)\s]+\)/,
];

/** Whether this plain text is Markdown we would read differently from plain lines. */
export function looksLikeMarkdown(text: string): boolean {
  const trimmed = text.trim();
  // A lone address (an embed's, an image's) is Editor.js's: its tools' patterns turn it into a block.
  if (!trimmed || (/^\S+$/.test(trimmed) && safeUrl(trimmed))) return false;
  return trimmed
    .split(/\r?\n/)
    .some(
      (line) =>
        FENCE.test(line) ||
        RULE.test(line) ||
        HEADING.test(line) ||
        QUOTE.test(line) ||
        LIST_ITEM.test(line) ||
        INLINE_MARKS.some((mark) => mark.test(line)),
    );
}

/** One line's (or paragraph's) Markdown inline marks as sanitized HTML. */
export function markdownInline(text: string): string {
  const codes: string[] = [];
  // Code first: what is inside it is text, not marks.
  let html = escapeHtml(text).replace(/`([^`\n]+)`/g, (_, code: string) => {
    codes.push(`<code class="inline-code">${code}</code>`);
    return `\uE000${codes.length - 1}\uE000`;
  });
  html = html
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
      const url = safeUrl(href.replace(/&#38;/g, '&'));
      return url ? `<a href="${escapeHtml(url)}">${label}</a>` : whole;
    })
    .replace(/\*\*(?=\S)([^*\n]+?)\*\*/g, '<b>$1</b>')
    .replace(/(^|[^\w])__(?=\S)([^_\n]+?)__(?!\w)/g, '$1<b>$2</b>')
    .replace(/(^|[^\w*])\*(?=[^\s*])([^*\n]+?)\*(?!\w)/g, '$1<i>$2</i>')
    .replace(/(^|[^\w])_(?=[^\s_])([^_\n]+?)_(?!\w)/g, '$1<i>$2</i>')
    .replace(/==(?=\S)([^=\n]+?)==/g, '<mark class="cdx-marker">$1</mark>')
    .replace(/\uE000(\d+)\uE000/g, (_, index: string) => codes[Number(index)] ?? '');
  return cleanInline(html);
}

interface ListLine {
  indent: number;
  ordered: boolean;
  text: string;
}

/** List lines nested by their indentation: deeper than the item before makes a child of it. */
function nestItems(lines: ListLine[]): PastedItem[] {
  const root: PastedItem[] = [];
  const stack: { indent: number; items: PastedItem[] }[] = [{ indent: -1, items: root }];
  for (const line of lines) {
    while (
      stack.length > 1 &&
      line.indent <= (stack[stack.length - 1] as { indent: number }).indent
    )
      stack.pop();
    const item: PastedItem = { html: markdownInline(line.text), items: [] };
    (stack[stack.length - 1] as { items: PastedItem[] }).items.push(item);
    stack.push({ indent: line.indent, items: item.items });
  }
  return root;
}

/** Markdown as blocks. */
export function markdownBlocks(text: string): PastedBlock[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: PastedBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const html = markdownInline(paragraph.join(' '));
    if (!isBlank(html)) blocks.push({ type: 'paragraph', html });
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as string;
    const fence = FENCE.exec(line);
    const heading = HEADING.exec(line);
    if (fence) {
      endParagraph();
      const code: string[] = [];
      for (
        i += 1;
        i < lines.length && !(lines[i] as string).trim().startsWith(fence[1] as string);
        i += 1
      )
        code.push(lines[i] as string);
      const language = fence[2];
      blocks.push({ type: 'code', code: code.join('\n'), ...(language ? { language } : {}) });
    } else if (!line.trim()) {
      endParagraph();
    } else if (RULE.test(line)) {
      endParagraph();
      blocks.push({ type: 'delimiter' });
    } else if (heading) {
      endParagraph();
      const html = markdownInline(heading[2] ?? '');
      if (!isBlank(html))
        blocks.push({ type: 'header', level: headingLevel((heading[1] ?? '').length), html });
    } else if (QUOTE.test(line)) {
      endParagraph();
      // Markdown's soft line break is a space; an empty '>' line starts a new paragraph of the quote.
      const parts: string[][] = [[]];
      for (; i < lines.length && QUOTE.test(lines[i] as string); i += 1) {
        const quoted = (QUOTE.exec(lines[i] as string)?.[1] ?? '').trim();
        if (quoted) parts[parts.length - 1]?.push(quoted);
        else parts.push([]);
      }
      i -= 1;
      const html = parts
        .filter((part) => part.length)
        .map((part) => markdownInline(part.join(' ')))
        .join('<br>');
      if (html) blocks.push({ type: 'quote', html });
    } else if (LIST_ITEM.test(line)) {
      endParagraph();
      const items: ListLine[] = [];
      for (; i < lines.length; i += 1) {
        const match = LIST_ITEM.exec(lines[i] as string);
        if (!match) break;
        items.push({
          indent: (match[1] ?? '').replace(/\t/g, '    ').length,
          ordered: /\d/.test(match[2] ?? ''),
          text: match[3] ?? '',
        });
      }
      i -= 1;
      blocks.push({
        type: 'list',
        ordered: (items[0] as ListLine).ordered,
        items: nestItems(items),
      });
    } else {
      paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks;
}
