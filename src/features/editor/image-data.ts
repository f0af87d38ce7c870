/**
 * What an image block keeps besides its address (issue 17 item 4), agreed with the reading side:
 * `{ file: { url, width?, height? }, caption, alt?, withBorder, withBackground, stretched }`. The alt text is
 * plain text (never HTML: it is only ever an attribute value); width and height are the image's natural
 * size in pixels, measured in the browser, so the blog page can reserve the image's space before it loads.
 */

/** The alt text's one cleaning, shared with the reading page (src/components/blocks/block-renderer.tsx). */
export { ALT_MAX, cleanAlt } from '@/lib/alt-text';

/** The editor's name for a picture whose author has not described it yet (block-editor.tsx). */
export const UNNAMED_IMAGE = 'Image in this blog';

/** Larger than any real photo; anything bigger or not a whole number is not a measurement. */
const SIZE_MAX = 20_000;

export interface ImageSize {
  width: number;
  height: number;
}

const dimension = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= SIZE_MAX;

/** Both dimensions, or none: one without the other cannot give the image its shape. */
export function imageSize(width: unknown, height: unknown): ImageSize | null {
  return dimension(width) && dimension(height) ? { width, height } : null;
}
