import { toast } from '@/lib/toast';
import { editorNotice } from './editor-notice';

/**
 * Images pasted or dropped into the editor (issue 25 item 4). Files reach the image tool through Editor.js's
 * own paste and drop handling (the tool's `pasteConfig.files`) and are uploaded like a chosen one; a pasted
 * image address is fetched here and uploaded the same way, or kept as given, with a notice, when its host
 * does not let the page read it (CORS) or fails.
 */

/** Content images may also be GIF or WebP; the banner and the avatar keep SPEC §5's png, jpg and jpeg. */
export const CONTENT_IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Said (as a warning) when a pasted address is kept because its image could not be copied. */
export const IMAGE_KEPT_AT_ADDRESS =
  'The image could not be copied here, so it is shown from its own address: if its site removes it, it disappears from your post.';

const IMAGE_TOAST = editorNotice('editor-image-address');

/**
 * A content image's type is told by the browser; a name, when it has an extension, agrees with it (a pasted
 * screenshot is named image.png; a file without an extension is judged by its type alone).
 */
export function isAllowedContentImage(file: File): boolean {
  const known = Object.hasOwn(CONTENT_IMAGE_TYPES, file.type);
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return known && (!extension || /^(png|jpe?g|gif|webp)$/.test(extension));
}

/** Issue 28 item 5: an address whose host answers that there is no image there. */
export const IMAGE_ADDRESS_MISSING = (status: number) =>
  `There is no image at that address (its site answered ${status}).`;

export class MissingImageError extends Error {}

/**
 * The image at a pasted address as a file; null when its host refuses to hand it to this page (CORS, or it
 * cannot be reached: a page cannot tell which). A host that answers that the image is not there (404, 410)
 * throws: an image that would never load must not go into the post.
 */
export async function fetchImage(url: string): Promise<File | null> {
  try {
    const response = await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (response.status === 404 || response.status === 410)
      return Promise.reject(new MissingImageError(IMAGE_ADDRESS_MISSING(response.status)));
    if (!response.ok) return null;
    const type =
      (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const extension = Object.hasOwn(CONTENT_IMAGE_TYPES, type) ? CONTENT_IMAGE_TYPES[type] : null;
    if (!extension) return null;
    return new File([await response.arrayBuffer()], `pasted-image.${extension}`, { type });
  } catch {
    // CORS and a host that cannot be reached look alike to a page: either way the image cannot be copied.
    return null;
  }
}

/**
 * A pasted image address: uploaded as a copy when the image can be fetched, else kept as given with the
 * notice. A copy our storage refuses is a failure like a chosen file's (the upload's own error).
 */
export async function uploadFromAddress(
  url: string,
  uploadFile: (file: File) => Promise<{ success: number; file: { url: string } }>,
): Promise<{ success: number; file: { url: string } }> {
  const file = await fetchImage(url);
  if (file) return uploadFile(file);
  toast.error(IMAGE_KEPT_AT_ADDRESS, IMAGE_TOAST);
  return { success: 1, file: { url } };
}
