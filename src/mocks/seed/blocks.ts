/**
 * Builders for the Editor.js blocks the editor can produce (SPEC §2 Blog editor). The seed uses every one,
 * and lists in both saved formats (PITFALLS: Editor.js), so the reader page meets real-world data.
 */
import type { BlogContent, ContentBlock } from '../../api/types';
import { hashString, seededRandom } from '../store/ids';

export const EDITOR_VERSION = '2.31.0';

type Block = Omit<ContentBlock, 'id'>;

export function paragraph(text: string): Block {
  return { type: 'paragraph', data: { text } };
}

export function header(text: string, level: 2 | 3 = 2): Block {
  return { type: 'header', data: { text, level } };
}

/** The old list format: items are HTML strings. */
export function legacyList(style: 'ordered' | 'unordered', items: string[]): Block {
  return { type: 'list', data: { style, items } };
}

export interface NestedItem {
  content: string;
  items?: NestedItem[];
}

function toListItem(item: NestedItem): Record<string, unknown> {
  return { content: item.content, meta: {}, items: (item.items ?? []).map(toListItem) };
}

/** The @editorjs/list 2 format: `{style, meta, items: [{content, meta, items}]}`, nestable. */
export function nestedList(style: 'ordered' | 'unordered', items: NestedItem[]): Block {
  return { type: 'list', data: { style, meta: {}, items: items.map(toListItem) } };
}

/** The sizes artSvg (../assets/svg.ts) draws: 'art' (content images) and 'banners'. */
export const ART_SIZE = { width: 960, height: 540 } as const;
export const BANNER_SIZE = { width: 1200, height: 630 } as const;

/**
 * An image block as the image tool saves it (issue 17): the file with its natural width and height, so the
 * reader can reserve its box, and alt text of its own beside the caption.
 */
export function image(
  url: string,
  caption: string,
  options: {
    alt: string;
    /** The file's natural size, when it is not the usual 'art' drawing's. */
    size?: { width: number; height: number };
    withBorder?: boolean;
    withBackground?: boolean;
    stretched?: boolean;
  },
): Block {
  return {
    type: 'image',
    data: {
      file: { url, ...(options.size ?? ART_SIZE) },
      caption,
      alt: options.alt,
      withBorder: options.withBorder ?? false,
      withBackground: options.withBackground ?? false,
      stretched: options.stretched ?? false,
    },
  };
}

export function quote(text: string, caption: string, alignment: 'left' | 'center' = 'left'): Block {
  return { type: 'quote', data: { text, caption, alignment } };
}

function embed(
  service: string,
  source: string,
  url: string,
  caption: string,
  size: [number, number] = [580, 320],
): Block {
  return {
    type: 'embed',
    data: { service, source, embed: url, width: size[0], height: size[1], caption },
  };
}

export function youtube(videoId: string, caption: string): Block {
  return embed(
    'youtube',
    `https://www.youtube.com/watch?v=${videoId}`,
    `https://www.youtube.com/embed/${videoId}`,
    caption,
  );
}

export function vimeo(videoId: string, caption: string): Block {
  return embed(
    'vimeo',
    `https://vimeo.com/${videoId}`,
    `https://player.vimeo.com/video/${videoId}?title=0&byline=0`,
    caption,
    [580, 320],
  );
}

export function codepen(user: string, penId: string, caption: string): Block {
  return embed(
    'codepen',
    `https://codepen.io/${user}/pen/${penId}`,
    `https://codepen.io/${user}/embed/${penId}?height=300&theme-id=0&default-tab=css,result&embed-version=2`,
    caption,
    [600, 300],
  );
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Editor.js gives each block a 10-character id; ours are derived from the blog so they never change. */
function blockId(key: string, index: number): string {
  const random = seededRandom(hashString(`${key}:${index}`));
  return Array.from({ length: 10 }, () => ID_ALPHABET[Math.floor(random() * 64)]).join('');
}

export function article(key: string, time: number, blocks: Block[]): BlogContent {
  return {
    time,
    blocks: blocks.map((block, index) => ({ id: blockId(key, index), ...block })),
    version: EDITOR_VERSION,
  };
}
