import { safeUrl } from '@/lib/safe-url';
import {
  cleanInline,
  headingLevel,
  isBlank,
  type PastedBlock,
  type PastedItem,
} from './pasted-blocks';

/**
 * Clipboard HTML from Google Docs, Word and web pages, read into the blocks we keep (issue 25 item 3): headings,
 * lists, quotes, code, images, and inside them only bold, italic, code, marker, http(s) links and line breaks.
 * Styles, classes, fonts and empty spans go. The markup is parsed with DOMParser, whose document is inert (no
 * script runs, no image loads); nothing from it is copied but tag names we know, text, and addresses that pass
 * safe-url; each block's inline HTML then passes DOMPurify through src/lib/sanitize.ts.
 *
 * What the sources write (each has a fixture in tests/fixtures/clipboard/):
 * - Google Docs wraps everything in `<b style="font-weight:normal" id="docs-internal-guid-…">`, which is not
 *   bold, and marks bold and italic only with `font-weight:700` and `font-style:italic` on spans.
 * - Word writes `mso-` styles, `<o:p>`, conditional comments, and draws lists as paragraphs
 *   (`class=MsoListParagraph…`, `style='mso-list:l0 level1 lfo1'`) with the bullet or number in a
 *   `mso-list:Ignore` span.
 */

/** Elements that start a block of their own (or hold blocks); everything else is inline. */
const BLOCK_TAGS = new Set(
  'P DIV H1 H2 H3 H4 H5 H6 UL OL LI BLOCKQUOTE PRE TABLE THEAD TBODY TFOOT TR TD TH CAPTION SECTION ARTICLE MAIN HEADER FOOTER ASIDE NAV FIGURE FIGCAPTION HR DL DT DD ADDRESS CENTER BODY HTML'.split(
    ' ',
  ),
);
/** Elements whose content is not text of the document. */
const DROPPED_TAGS = new Set(
  'HEAD TITLE META LINK STYLE SCRIPT TEMPLATE NOSCRIPT IFRAME OBJECT EMBED SVG MATH CANVAS VIDEO AUDIO BUTTON INPUT SELECT TEXTAREA XML O:P'.split(
    ' ',
  ),
);
const BOLD_TAGS = new Set(['B', 'STRONG']);
const ITALIC_TAGS = new Set(['I', 'EM', 'CITE', 'DFN']);
const CODE_TAGS = new Set(['CODE', 'KBD', 'SAMP', 'TT']);

const tagOf = (node: Node) => node.nodeName.toUpperCase();
const styleOf = (element: Element) => (element.getAttribute('style') ?? '').toLowerCase();

/** true: bold; false: explicitly not bold (Google Docs' wrapper, `font-weight:400`); null: not said. */
function weight(style: string): boolean | null {
  const match = /font-weight\s*:\s*([a-z0-9]+)/.exec(style);
  if (!match?.[1]) return null;
  const value = match[1];
  if (value === 'bold' || value === 'bolder') return true;
  const number = Number(value);
  return Number.isFinite(number) ? number >= 600 : false;
}

function slant(style: string): boolean | null {
  const match = /font-style\s*:\s*([a-z]+)/.exec(style);
  return match ? match[1] === 'italic' || match[1] === 'oblique' : null;
}

const monospace = (style: string) =>
  /font-family\s*:[^;]*(monospace|courier|consolas|menlo|monaco|source code|roboto mono)/.test(
    style,
  );

/** Word's bullet or number span, drawn in front of each list paragraph. */
const isWordMarker = (node: Node) =>
  node instanceof Element && /mso-list\s*:\s*ignore/.test(styleOf(node));

/** A Word paragraph drawn as a list item: its list and level, or null. */
function wordListLevel(node: Node): { list: string; level: number } | null {
  if (!(node instanceof Element) || tagOf(node) !== 'P') return null;
  const match = /mso-list\s*:\s*(l\d+)\s+level(\d+)/.exec(styleOf(node));
  if (match?.[1] && match[2]) return { list: match[1], level: Number(match[2]) };
  return /MsoListParagraph/i.test(node.className) ? { list: 'l', level: 1 } : null;
}

/** Word numbers its numbered lists in the marker span: "1.", "a)", "iv.". */
function wordListOrdered(node: Element): boolean {
  const marker = [...node.querySelectorAll('*')].find(isWordMarker);
  return /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker?.textContent ?? '');
}

/** A web page's `language-ts` or `lang-python` on a <pre> or its <code>. */
function codeLanguage(pre: Element): { language?: string } {
  for (const element of [pre, pre.querySelector('code')]) {
    for (const name of element?.classList ?? []) {
      const language = /^(?:language|lang)-([\w#+.-]+)$/.exec(name)?.[1];
      if (language) return { language };
    }
  }
  return {};
}

/** The elements with a block somewhere inside, found in one pass (asking each one would be quadratic). */
function blockHolders(body: HTMLElement): Set<Element> {
  const holders = new Set<Element>();
  for (const element of body.querySelectorAll('*')) {
    if (!BLOCK_TAGS.has(tagOf(element))) continue;
    for (let up = element.parentElement; up && !holders.has(up); up = up.parentElement)
      holders.add(up);
  }
  return holders;
}

/** Inline content rebuilt from what we keep of it, then sanitized. */
class InlineWriter {
  constructor(private readonly doc: Document) {}

  html(nodes: Iterable<Node>): string {
    const box = this.doc.createElement('div');
    for (const node of nodes) box.append(...this.convert(node));
    return cleanInline(box.innerHTML);
  }

  private wrap(tag: string, children: Node[], className?: string): Node[] {
    if (!children.length) return [];
    const element = this.doc.createElement(tag);
    if (className) element.className = className;
    element.append(...children);
    return [element];
  }

  private convert(node: Node): Node[] {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.textContent ?? '').replace(/[\s\u00a0]+/g, ' ');
      return text ? [this.doc.createTextNode(text)] : [];
    }
    if (!(node instanceof Element)) return [];
    const tag = tagOf(node);
    if (DROPPED_TAGS.has(tag) || tag === 'IMG' || isWordMarker(node)) return [];
    if (tag === 'BR') return [this.doc.createElement('br')];
    let children = [...node.childNodes].flatMap((child) => this.convert(child));
    // A paragraph inside a list item or a quote: its lines stay apart.
    if (BLOCK_TAGS.has(tag) && children.length) children.push(this.doc.createElement('br'));
    if (tag === 'A') {
      const href = safeUrl(node.getAttribute('href'));
      if (href) {
        const link = this.doc.createElement('a');
        link.setAttribute('href', href);
        link.append(...children);
        children = [link];
      }
    }
    const style = styleOf(node);
    if (CODE_TAGS.has(tag) || (monospace(style) && tag !== 'PRE'))
      children = this.wrap('code', children, 'inline-code');
    if (tag === 'MARK') children = this.wrap('mark', children, 'cdx-marker');
    if (slant(style) ?? ITALIC_TAGS.has(tag)) children = this.wrap('i', children);
    if (weight(style) ?? BOLD_TAGS.has(tag)) children = this.wrap('b', children);
    return children;
  }
}

class BlockReader {
  readonly blocks: PastedBlock[] = [];
  private run: Node[] = [];
  private readonly inline: InlineWriter;

  private readonly holders: Set<Element>;

  constructor(doc: Document) {
    this.inline = new InlineWriter(doc);
    this.holders = blockHolders(doc.body);
  }

  /** The inline nodes met since the last block, as a paragraph. */
  flush() {
    const nodes = this.run;
    this.run = [];
    if (!nodes.length) return;
    const html = this.inline.html(nodes);
    if (!isBlank(html)) this.blocks.push({ type: 'paragraph', html });
  }

  children(parent: Node) {
    const nodes = [...parent.childNodes];
    for (let i = 0; i < nodes.length; i += 1) {
      const node = nodes[i] as Node;
      if (wordListLevel(node)) {
        // Word's list paragraphs, with the blank text and comments between them, make one list.
        const group: Element[] = [];
        let j = i;
        for (; j < nodes.length; j += 1) {
          const next = nodes[j] as Node;
          if (wordListLevel(next)) group.push(next as Element);
          else if (next.nodeType === Node.ELEMENT_NODE || (next.textContent ?? '').trim()) break;
        }
        this.flush();
        this.wordLists(group);
        i = j - 1;
      } else {
        this.node(node);
      }
    }
  }

  private push(block: PastedBlock) {
    this.flush();
    this.blocks.push(block);
  }

  private node(node: Node) {
    if (node.nodeType === Node.TEXT_NODE) {
      this.run.push(node);
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = tagOf(node);
    if (DROPPED_TAGS.has(tag)) return;
    const heading = /^H([1-6])$/.exec(tag);
    if (heading) {
      const html = this.inline.html(node.childNodes);
      if (!isBlank(html))
        this.push({ type: 'header', level: headingLevel(Number(heading[1])), html });
      this.images(node);
    } else if (tag === 'UL' || tag === 'OL') {
      const items = this.listItems(node);
      if (items.length) this.push({ type: 'list', ordered: tag === 'OL', items });
    } else if (
      tag === 'BLOCKQUOTE' ||
      (tag === 'P' && /MsoQuote|MsoIntenseQuote/i.test(node.className))
    ) {
      const html = this.inline.html(node.childNodes);
      if (!isBlank(html)) this.push({ type: 'quote', html });
    } else if (tag === 'PRE') {
      const code = (node.textContent ?? '').replace(/\r\n?/g, '\n').replace(/^\n+|\s+$/g, '');
      if (code) this.push({ type: 'code', code, ...codeLanguage(node) });
    } else if (tag === 'HR') {
      this.push({ type: 'delimiter' });
    } else if (tag === 'IMG') {
      const url = safeUrl(node.getAttribute('src'));
      if (url) this.push({ type: 'image', url });
    } else if (BLOCK_TAGS.has(tag) || this.holders.has(node)) {
      // A paragraph, or a wrapper of blocks (Google Docs' <b id="docs-internal-guid-…">, a web page's divs).
      this.flush();
      this.children(node);
      this.flush();
    } else {
      this.run.push(node);
      // Google Docs puts its pictures in spans inside paragraphs: each becomes an image block after it.
      if (node.querySelector('img')) this.images(node);
    }
  }

  private images(element: Element) {
    const found = [...element.querySelectorAll('img')]
      .map((image) => safeUrl(image.getAttribute('src')))
      .filter((url): url is string => !!url);
    if (!found.length) return;
    this.flush();
    for (const url of found) this.blocks.push({ type: 'image', url });
  }

  /** A list's items; Google Docs puts a nested list straight in its parent list, after the item it belongs to. */
  private listItems(list: Element): PastedItem[] {
    const items: PastedItem[] = [];
    for (const child of list.children) {
      const tag = tagOf(child);
      if (tag === 'UL' || tag === 'OL') {
        const nested = this.listItems(child);
        const last = items[items.length - 1];
        if (last) last.items.push(...nested);
        else items.push(...nested);
        continue;
      }
      const own = [...child.childNodes].filter((node) => !['UL', 'OL'].includes(tagOf(node)));
      const nested = [...child.children]
        .filter((node) => ['UL', 'OL'].includes(tagOf(node)))
        .flatMap((node) => this.listItems(node));
      const html = this.inline.html(own);
      if (!isBlank(html) || nested.length) items.push({ html, items: nested });
    }
    return items;
  }

  /** Word's list paragraphs as lists, nested by their level; a new list id starts a new list. */
  private wordLists(paragraphs: Element[]) {
    let current: { list: string; root: PastedItem[]; ordered: boolean } | null = null;
    let path: PastedItem[][] = [];
    for (const paragraph of paragraphs) {
      const { list, level } = wordListLevel(paragraph) ?? { list: '', level: 1 };
      if (!current || current.list !== list) {
        if (current)
          this.blocks.push({ type: 'list', ordered: current.ordered, items: current.root });
        current = { list, root: [], ordered: wordListOrdered(paragraph) };
        path = [current.root];
      }
      const item: PastedItem = { html: this.inline.html(paragraph.childNodes), items: [] };
      // Deeper than one below the last item: as deep as there is.
      const depth = Math.min(Math.max(level, 1), path.length);
      path = path.slice(0, depth);
      const siblings = path[depth - 1] as PastedItem[];
      siblings.push(item);
      path.push(item.items);
    }
    if (current) this.blocks.push({ type: 'list', ordered: current.ordered, items: current.root });
  }
}

/** Clipboard HTML as blocks; DOMParser's document never runs or loads anything. */
export function htmlBlocks(html: string): PastedBlock[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const reader = new BlockReader(doc);
  reader.children(doc.body);
  reader.flush();
  return reader.blocks;
}
