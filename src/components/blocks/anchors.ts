/**
 * Anchor ids for a post's headers (issue 17, long reads), so a table of contents and `/blog/{id}#…` links can
 * point at them. Loaded with the long-read tools (src/features/blog/long-read.tsx), not with the page.
 *
 * - From the header's plain text: the text of the header as the page shows it, after the sanitizer (the
 *   same text its `toPlainText` gives), so markup and hostile HTML never reach an id. This module does not
 *   import the sanitizer itself: sharing it with this lazily loaded code would split it out of the
 *   renderer's chunk, one more file on the blog page's first load.
 * - Prefixed `h-`: no id the app writes starts with it (tests/features/blog/anchors.test.tsx checks), and the
 *   hyphen keeps it from ever being a JavaScript name, so a header cannot clobber a global (`name`,
 *   `location`) or another element's id.
 * - Slugged: lower case; Latin accents folded (`Café` → `cafe`); letters and digits of every other script
 *   kept as they are, so a post in Arabic or Japanese gets readable anchors; everything else → `-`; at most
 *   60 characters. A header with no letter or digit at all gets `h-section`.
 * - Unique within the page (`-2`, `-3` for repeats) and stable: the same headers give the same ids on every
 *   load.
 */
import { listed } from './contents';

export const ANCHOR_PREFIX = 'h-';
const MAX_SLUG = 60;

export interface Heading {
  id: string;
  text: string;
  /** SPEC §2: level 3 is the smaller heading, any other level the larger one. */
  level: 2 | 3;
}

export function slug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  // By code points, so a letter outside the basic plane is never cut in half.
  return Array.from(words).slice(0, MAX_SLUG).join('').replace(/-$/, '');
}

/**
 * Anchors for a post's headers, in order (`text` is a header's plain text): one entry per header, null for a
 * header without text (it has nothing to link to; contents.ts says which).
 */
export function headings(headers: readonly { text: string; level: unknown }[]): (Heading | null)[] {
  const used = new Set<string>();
  return headers.map(({ text: raw, level }) => {
    if (!listed(raw)) return null;
    const text = raw.replace(/\s+/g, ' ').trim();
    const base = ANCHOR_PREFIX + (slug(text) || 'section');
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { id, text, level: Number(level) === 3 ? 3 : 2 };
  });
}
