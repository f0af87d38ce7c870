import type { Blog, BlogContent, ContentBlock } from '@/api/types';
import { codeLanguage, codeText } from '@/components/blocks/code-languages';
import { embedTarget } from '@/components/blocks/embed-url';
import { DEFAULT_HEADER_LEVEL, HEADER_LEVELS } from '@/lib/constants';
import { escapeHtml } from '@/lib/escape-html';
import { safeImageUrl, safeUrl } from '@/lib/safe-url';
import { hasText, sanitizeForEditor } from '@/lib/sanitize';
import { cleanAlt, imageSize } from './image-data';
import type { BlogDraft } from './rules';

/**
 * Conversion between stored blogs and Editor.js data (SPEC §2 Blog editor block types). Stored content is
 * untrusted: PITFALLS says Editor.js does not sanitize what it loads and its embed tool writes `data.embed`
 * into an iframe. So every block passes through `cleanBlock` before it reaches the editor (and again on the
 * way out): HTML fields through the one sanitizer, image URLs through safe-url, embeds rebuilt from their
 * source with the blog page's own allow-list, list items in the one shape @editorjs/list 2 loads (an empty
 * list throws in the tool: it is dropped), header levels 2 or 3.
 */

type Data = Record<string, unknown>;
const MAX_LIST_DEPTH = 8;
/** A block type name from another client (kept, unseen): letters, digits, '_' and '-'. */
const OTHER_TYPE = /^[A-Za-z][\w-]{0,63}$/;
/** Editor.js version the stored content says it came from. */
export const EDITOR_DATA_VERSION = '2.31.7';

const record = (value: unknown): Data =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};

interface ListItem {
  content: string;
  meta: Data;
  items: ListItem[];
}

/** The four list item shapes (string, {content,meta,items}, {text,checked}, {content,items}) → list 2. */
function listItems(raw: unknown, depth: number): ListItem[] {
  if (!Array.isArray(raw) || depth > MAX_LIST_DEPTH) return [];
  return raw.flatMap((item): ListItem[] => {
    if (typeof item === 'string')
      return [{ content: sanitizeForEditor(item), meta: {}, items: [] }];
    const data = record(item);
    if (!Object.keys(data).length) return [];
    const content = sanitizeForEditor(data.content ?? data.text ?? '');
    return [{ content, meta: {}, items: listItems(data.items, depth + 1) }];
  });
}

function cleanEmbed(data: Data): ContentBlock | null {
  const target = embedTarget(data.service, data.source);
  const caption = sanitizeForEditor(data.caption);
  if (target) {
    const size = (value: unknown, fallback: number) =>
      typeof value === 'number' && value >= 100 && value <= 2000 ? value : fallback;
    return {
      type: 'embed',
      data: {
        service: target.service,
        source: String(data.source).trim(),
        embed: target.src,
        width: size(data.width, 580),
        height: size(data.height, 320),
        caption,
      },
    };
  }
  // An embed we cannot show as a frame keeps its address as a link, so the author loses nothing. safeUrl's
  // address is already encoded as a URL: it is only escaped as HTML, for the attribute and the text alike.
  const link = safeUrl(data.source);
  return link
    ? {
        type: 'paragraph',
        data: { text: sanitizeForEditor(`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`) },
      }
    : null;
}

/** One block made safe and shaped as the editor's tools expect, or null to drop it. */
export function cleanBlock(block: ContentBlock): ContentBlock | null {
  const data = record(block.data);
  let clean: ContentBlock | null;
  switch (block.type) {
    case 'paragraph':
      clean = { type: 'paragraph', data: { text: sanitizeForEditor(data.text) } };
      break;
    case 'header': {
      const text = sanitizeForEditor(data.text);
      const level = (HEADER_LEVELS as readonly number[]).includes(Number(data.level))
        ? Number(data.level)
        : DEFAULT_HEADER_LEVEL;
      // SPEC §5: header text must be non-empty; an empty one is kept while it is written (a local copy
      // restores it) and left out when the blog is saved (contentFromBlocks).
      clean = { type: 'header', data: { text, level } };
      break;
    }
    case 'list': {
      const items = listItems(data.items, 0);
      // SPEC §2: ordered or unordered; a checklist keeps its items as an unordered list.
      const style = data.style === 'ordered' ? 'ordered' : 'unordered';
      // A list stored without items is kept, as one empty item (the tool throws on none: PITFALLS).
      if (!items.length) items.push({ content: '', meta: {}, items: [] });
      // Issue 28 item 7: an ordered list keeps the number it starts at.
      const start = record(data.meta).start;
      const meta =
        style === 'ordered' && typeof start === 'number' && Number.isInteger(start) && start > 1
          ? { start: Math.min(start, 999_999) }
          : {};
      clean = { type: 'list', data: { style, meta, items } };
      break;
    }
    case 'image': {
      const file = record(data.file);
      const url = safeImageUrl(file.url ?? data.url);
      // Issue 17: the natural size (both or none) and the alt text, plain text (never through the HTML
      // sanitizer, which would escape it), kept only when there is some.
      const size = imageSize(file.width, file.height);
      const alt = cleanAlt(data.alt);
      clean = url
        ? {
            type: 'image',
            data: {
              file: { url, ...size },
              caption: sanitizeForEditor(data.caption),
              ...(alt ? { alt } : {}),
              withBorder: data.withBorder === true,
              withBackground: data.withBackground === true,
              // Issue 25 item 6: the editor no longer stretches an image; the page never did.
              stretched: false,
            },
          }
        : null;
      break;
    }
    case 'quote':
      clean = {
        type: 'quote',
        data: {
          text: sanitizeForEditor(data.text),
          caption: sanitizeForEditor(data.caption),
          alignment: data.alignment === 'center' ? 'center' : 'left',
        },
      };
      break;
    case 'embed':
      clean = cleanEmbed(data);
      break;
    case 'code':
      // Issue 25 item 5: code is text (never through the HTML sanitizer), with one of our languages.
      clean = {
        type: 'code',
        data: { code: codeText(data.code), language: codeLanguage(data.language) },
      };
      break;
    case 'delimiter':
      // A divider carries nothing.
      clean = { type: 'delimiter', data: {} };
      break;
    default:
      // Issue 25 item 5: a block another client made is kept as it came (Editor.js shows it as a stub and
      // saves it back unchanged); the blog page shows nothing for it.
      clean = OTHER_TYPE.test(block.type) ? { type: block.type, data } : null;
  }
  if (clean && typeof block.id === 'string' && /^[\w-]{1,64}$/.test(block.id)) clean.id = block.id;
  return clean;
}

/**
 * Every block with a type, cleaned (issue 29 item 1: one stored without `data`, as mongoose keeps an empty
 * object, is a block with none: a divider needs none).
 */
export function cleanBlocks(blocks: readonly unknown[]): ContentBlock[] {
  return blocks
    .filter((block) => typeof record(block).type === 'string')
    .map((block) => {
      const stored = record(block) as unknown as ContentBlock;
      return cleanBlock({ ...stored, data: record(stored.data) });
    })
    .filter((block): block is ContentBlock => block !== null);
}

/** A stored blog as the editor's fields (get-blog in edit mode, SPEC §7). */
export function draftFromBlog(blog: Blog): BlogDraft {
  return {
    banner: safeImageUrl(blog.banner) ?? '',
    title: blog.title,
    des: blog.des,
    tags: [...blog.tags],
    blocks: cleanBlocks(blog.content[0]?.blocks ?? []),
  };
}

/**
 * Whether a block is content worth storing: an empty paragraph or heading (a line not written yet), an empty
 * quote or code block, and an image without its picture (an empty 'Select an Image') are not, as Editor.js's
 * own save leaves the first out; SPEC §5: header text must be non-empty.
 */
export function isContent(block: ContentBlock): boolean {
  if (block.type === 'paragraph' || block.type === 'header') return hasText(block.data.text);
  // A quote or a code block with nothing written in it (their tools save them anyway: docs/decisions/0059).
  if (block.type === 'quote') return hasText(block.data.text) || hasText(block.data.caption);
  if (block.type === 'code')
    return typeof block.data.code === 'string' && block.data.code.trim() !== '';
  if (block.type === 'list') return listHasText(block.data.items);
  if (block.type === 'image') {
    const { url } = record(block.data.file);
    return typeof url === 'string' && url.trim() !== '';
  }
  return true;
}

function listHasText(items: unknown): boolean {
  return (
    Array.isArray(items) &&
    items.some((item) => hasText(record(item).content) || listHasText(record(item).items))
  );
}

/** The document's blocks as stored content: `{ time, blocks, version }` (SPEC §3 Blog content). */
export function contentFromBlocks(blocks: readonly unknown[], time = Date.now()): BlogContent {
  return { time, blocks: cleanBlocks(blocks).filter(isContent), version: EDITOR_DATA_VERSION };
}

/**
 * An image's measured size is not the author's work: the editor adds it when the picture loads, and a blog
 * saved before sizes were kept must not seem changed just by being opened. It is saved with the next save.
 */
function withoutSize(block: ContentBlock): unknown {
  if (block.type !== 'image') return block.data;
  const file = record(block.data.file);
  return { ...block.data, file: { url: file.url } };
}

/** A draft's work as text: block ids, times and measured image sizes aside. */
const shapeOf = (draft: BlogDraft) =>
  JSON.stringify([
    draft.banner,
    draft.title,
    draft.des,
    draft.tags,
    draft.blocks.map((block) => [block.type, withoutSize(block)]),
  ]);

/** Two drafts hold the same work (block ids, times and measured image sizes aside). */
export function sameDraft(a: BlogDraft, b: BlogDraft): boolean {
  return shapeOf(a) === shapeOf(b);
}

/**
 * A short mark of a draft's work (FNV-1a over its shape): the same work, the same mark. A local copy keeps the
 * mark of the saved version it was written over, so that opening it can tell whether that version has been
 * replaced since (local-copy.ts).
 */
export function draftMark(draft: BlogDraft): string {
  const shape = shapeOf(draft);
  let hash = 0x811c9dc5;
  for (let index = 0; index < shape.length; index++) {
    hash ^= shape.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}.${shape.length.toString(36)}`;
}
