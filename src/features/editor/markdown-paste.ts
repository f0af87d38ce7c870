import { Lexer, type Token, type Tokens } from 'marked';
import { escapeHtml } from '@/lib/escape-html';
import { safeUrl } from '@/lib/safe-url';
import { htmlBlocks } from './paste-cleaner';
import {
  cleanInline,
  headingLevel,
  isBlank,
  type PastedBlock,
  type PastedItem,
} from './pasted-blocks';

/**
 * Plain text that is Markdown, read into blocks (issues 25 and 28) by `marked`'s CommonMark and GFM lexer, in
 * the paste chunk (downloaded at the first paste): headings (h1 and h2 → level 2, deeper → 3), lists nested
 * and numbered from where they start, quotes, fenced and indented code, dividers, images (`![alt](url)`, a
 * block of their own), tables (a list of rows, each cell named by its column), and inside text bold,
 * italic, code, `==marker==` and http(s) links, with the links' own parentheses and underscores kept as
 * they are. The lexer's tokens are turned into our blocks here; their text is escaped and their inline HTML
 * passes the one sanitizer (pasted-blocks.ts `cleanInline`).
 */

const lex = (text: string) => Lexer.lex(text, { gfm: true });

const isAutolink = (token: Token) =>
  token.type === 'link' && (token as Tokens.Link).text === (token as Tokens.Link).href;

/** Whether this plain text is Markdown we would read differently from plain lines. */
export function looksLikeMarkdown(text: string): boolean {
  const trimmed = text.trim();
  // A lone address (an embed's, an image's) is pasted as what it points at (paste.ts).
  if (!trimmed || (/^\S+$/.test(trimmed) && safeUrl(trimmed))) return false;
  const plainInline = (tokens: Token[] = []): boolean =>
    tokens.every(
      (token) =>
        token.type === 'text' ||
        token.type === 'escape' ||
        token.type === 'br' ||
        isAutolink(token),
    );
  return lex(trimmed).some(
    (token) =>
      token.type !== 'space' &&
      !(token.type === 'paragraph' && plainInline((token as Tokens.Paragraph).tokens)),
  );
}

/** `==marked==` text (not CommonMark: the marker tool's own shortcut, decision 0028). */
const marks = (html: string) =>
  html.replace(/==(?=\S)([^=\n]+?)==/g, '<mark class="cdx-marker">$1</mark>');

/** Inline tokens as HTML (escaped text, our marks only); images are taken out by the caller. */
function inline(tokens: readonly Token[] = []): string {
  return tokens
    .map((token): string => {
      switch (token.type) {
        case 'text': {
          const text = token as Tokens.Text;
          // A soft line break reads as a space (CommonMark).
          return text.tokens
            ? inline(text.tokens)
            : marks(escapeHtml(text.text.replace(/\s*\n\s*/g, ' ')));
        }
        case 'escape':
        case 'html':
          return escapeHtml((token as Tokens.Escape).text);
        case 'codespan':
          return `<code class="inline-code">${escapeHtml((token as Tokens.Codespan).text)}</code>`;
        case 'strong':
          return `<b>${inline((token as Tokens.Strong).tokens)}</b>`;
        case 'em':
          return `<i>${inline((token as Tokens.Em).tokens)}</i>`;
        case 'del':
          return inline((token as Tokens.Del).tokens);
        case 'br':
          return '<br>';
        case 'link': {
          const link = token as Tokens.Link;
          const href = safeUrl(link.href);
          const label = inline(link.tokens);
          return href ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
        }
        default:
          return escapeHtml(token.raw);
      }
    })
    .join('');
}

/** A paragraph's inline tokens, split around its images (each a block of its own). */
function paragraphBlocks(tokens: readonly Token[]): PastedBlock[] {
  const blocks: PastedBlock[] = [];
  let run: Token[] = [];
  const flush = () => {
    const html = cleanInline(inline(run));
    if (!isBlank(html)) blocks.push({ type: 'paragraph', html });
    run = [];
  };
  for (const token of tokens) {
    if (token.type !== 'image') {
      run.push(token);
      continue;
    }
    flush();
    const image = token as Tokens.Image;
    const url = safeUrl(image.href);
    if (url) blocks.push({ type: 'image', url, alt: image.text.trim() });
  }
  flush();
  return blocks;
}

function listItem(item: Tokens.ListItem): PastedItem {
  const own: string[] = [];
  const items: PastedItem[] = [];
  for (const token of item.tokens) {
    if (token.type === 'list') items.push(...(token as Tokens.List).items.map(listItem));
    else if (token.type === 'text' || token.type === 'paragraph')
      own.push(inline((token as Tokens.Text).tokens ?? [token]));
    else if (token.type !== 'space') own.push(escapeHtml(token.raw.trim()));
  }
  return { html: cleanInline(own.join('<br>')), items };
}

/** A table as a list of its rows, each cell named by its column (the editor has no table block). */
function tableRows(table: Tokens.Table): PastedBlock {
  const names = table.header.map((cell) => inline(cell.tokens));
  return {
    type: 'list',
    ordered: false,
    items: table.rows.map((row) => ({
      html: cleanInline(
        row
          .map((cell, index) => {
            const name = names[index];
            const value = inline(cell.tokens);
            return name && !isBlank(name) ? `<b>${name}</b>: ${value}` : value;
          })
          .join(' · '),
      ),
      items: [],
    })),
  };
}

function blocksOf(tokens: readonly Token[]): PastedBlock[] {
  const blocks: PastedBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const html = cleanInline(inline(heading.tokens));
        if (!isBlank(html))
          blocks.push({ type: 'header', level: headingLevel(heading.depth), html });
        break;
      }
      case 'paragraph':
      case 'text':
        blocks.push(...paragraphBlocks((token as Tokens.Paragraph).tokens ?? [token]));
        break;
      case 'list': {
        const list = token as Tokens.List;
        const start = list.ordered && typeof list.start === 'number' ? list.start : 1;
        blocks.push({
          type: 'list',
          ordered: list.ordered,
          ...(start > 1 ? { start } : {}),
          items: list.items.map(listItem),
        });
        break;
      }
      case 'blockquote': {
        const lines = blocksOf((token as Tokens.Blockquote).tokens)
          .map((block) => ('html' in block ? block.html : ''))
          .filter((html) => !isBlank(html));
        if (lines.length) blocks.push({ type: 'quote', html: lines.join('<br>') });
        break;
      }
      case 'code': {
        const code = token as Tokens.Code;
        const language = code.lang?.trim().split(/\s/)[0];
        blocks.push({ type: 'code', code: code.text, ...(language ? { language } : {}) });
        break;
      }
      case 'hr':
        blocks.push({ type: 'delimiter' });
        break;
      case 'table':
        blocks.push(tableRows(token as Tokens.Table));
        break;
      case 'html':
        blocks.push(...htmlBlocks((token as Tokens.HTML).text));
        break;
      default:
        break;
    }
  }
  return blocks;
}

/** Markdown as blocks; two lists of one kind in a row (`-` then `*`) read as one, as they look. */
export function markdownBlocks(text: string): PastedBlock[] {
  const blocks: PastedBlock[] = [];
  for (const block of blocksOf(lex(text.replace(/\r\n?/g, '\n')))) {
    const last = blocks[blocks.length - 1];
    if (
      block.type === 'list' &&
      last?.type === 'list' &&
      last.ordered === block.ordered &&
      !block.start
    )
      last.items.push(...block.items);
    else blocks.push(block);
  }
  return blocks;
}
