import axios from 'axios';
import { get, malformed } from './client';
import { ENDPOINTS } from '../config/endpoints';
import { ApiError, toApiError } from './errors';
import { isRecord } from './read';

/** SPEC §5: uploads are png, jpg or jpeg only. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_ACCEPT = '.jpeg,.png,.jpg';

/** The first bytes of a PNG and of a JPEG file. */
const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
] as const;

/**
 * A png, jpg or jpeg file, by its name and type and by its first bytes: the type a browser gives a file comes
 * from its name, so a text file named me.png passed, and became a picture that does not draw (the avatar in
 * every tab, a blog's banner).
 */
export async function isAllowedImage(file: File): Promise<boolean> {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return false;
  if (!/\.(png|jpe?g)$/i.test(file.name)) return false;
  try {
    const head = await firstBytes(file, 8);
    return SIGNATURES.some((signature) => signature.every((byte, index) => head[index] === byte));
  } catch {
    return false;
  }
}

/** The file's first `count` bytes (FileReader: what every browser, and the tests' jsdom, can read). */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

export async function getUploadUrl(): Promise<string> {
  const body = await get<unknown>(ENDPOINTS.getUploadUrl, { authMode: 'optional' });
  const url = isRecord(body) ? body.uploadURL : undefined;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw malformed('the upload address');
  return url;
}

/** The stored address is the signed URL without its query string (SPEC §4). */
export function stripQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? url;
}

/**
 * SPEC §7 sends the file with a multipart content type. API-CONTRACT.md: some servers sign the URL for
 * `image/jpeg`. Where the signature covers the content type, the storage refuses any other one, so the PUT
 * says the signed type: an S3 URL signed the current way (SigV4) whose `X-Amz-SignedHeaders` names it, and one
 * signed the older way (SigV2: `AWSAccessKeyId` and `Signature`), whose signature always covers the content
 * type, so that a multipart type could never match it.
 */
function uploadContentType(uploadUrl: string): string {
  let params = new URLSearchParams();
  try {
    params = new URL(uploadUrl).searchParams;
  } catch {
    // Not a URL: the PUT fails on its own.
  }
  const signedV4 = (params.get('X-Amz-SignedHeaders') ?? '').toLowerCase().split(';');
  const signedV2 = params.has('AWSAccessKeyId') && params.has('Signature');
  return signedV4.includes('content-type') || signedV2 ? 'image/jpeg' : 'multipart/form-data';
}

/**
 * SPEC §4 image upload: obtain a signed URL, PUT the file to it, answer the address without the query.
 * `onProgress` gets whole percentages. The PUT goes through a bare axios call: the signed URL belongs to the
 * storage, which must never receive our bearer token.
 */
export async function uploadImage(
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const uploadUrl = await getUploadUrl();
  try {
    await axios.put(uploadUrl, file, {
      headers: { 'Content-Type': uploadContentType(uploadUrl) },
      timeout: 60_000,
      signal,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
  } catch (error) {
    throw uploadError(error);
  }
  onProgress?.(100);
  return stripQuery(uploadUrl);
}

export const UPLOAD_HOST_UNREACHABLE_TEXT =
  'The image storage could not be reached, or this site is not allowed to send it files.';

/**
 * Why the storage did not take the file. It is another host than our API: when it cannot be reached (down,
 * refused by CORS, or blocked by the page's Content-Security-Policy, which all look alike to a page) while the
 * browser is online, the reader is not offline, and saying so would send them to check a connection that
 * works. Its error pages (S3 and the like answer XML) are not words for people: the status says enough.
 */
function uploadError(error: unknown): ApiError {
  const apiError = toApiError(error);
  if (apiError.kind === 'network' && navigator.onLine !== false) {
    return new ApiError('http', UPLOAD_HOST_UNREACHABLE_TEXT);
  }
  if (apiError.kind === 'http' && !apiError.serverMessage) {
    // Its own status, even for a page (which httpError counts as a server error of our API's).
    const status = axios.isAxiosError(error) ? error.response?.status : apiError.status;
    return new ApiError(
      'http',
      `The image storage refused the file (${status ?? 'error'}).`,
      status,
    );
  }
  return apiError;
}
