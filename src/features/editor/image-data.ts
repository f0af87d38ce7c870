/**
 * What an image block keeps besides its address (issue 17 item 4), agreed with the reading side:
 * `{ file: { url, width?, height? }, caption, alt?, withBorder, withBackground, stretched }`. The alt text is
 * plain text (never HTML: it is only ever an attribute value); width and height are the image's natural
 * size in pixels, measured in the browser, so the blog page can reserve the image's space before it loads.
 */

/** The editor's name for a picture whose author has not described it yet (block-editor.tsx). */
export const UNNAMED_IMAGE = 'Image in this blog';

/** Longer than any useful description, short enough that a pasted essay does not end up in an attribute. */
export const ALT_MAX = 300;
/** Larger than any real photo; anything bigger or not a whole number is not a measurement. */
const SIZE_MAX = 20_000;

/** The alt text as stored: a string with no control characters or line breaks, trimmed, at most ALT_MAX. */
export function cleanAlt(value: unknown): string {
  if (typeof value !== 'string') return '';
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, ALT_MAX)
      .trim()
  );
}

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
