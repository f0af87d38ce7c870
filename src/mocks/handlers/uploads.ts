/**
 * Image storage (SPEC §4 Image upload, §7). get-upload-url hands out a signed, single-use URL; a PUT of the
 * file's bytes to it stores them (png, jpeg, gif and webp only, told by their magic bytes since the client labels
 * uploads multipart/form-data, or with the type a URL was signed for); a GET of the URL without its query serves
 * them back.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import { nextId, nextTimestamp, randomSignature } from '../store/ids';
import { LIMITS } from '../store/rules';
import { badRequest, forbidden, HttpError, notFound, type Router } from './route';

export const UPLOAD_PREFIX = '/mock-uploads';

function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // Issue 25: content images may also be GIF or WebP (the banner and avatar forms keep SPEC §5's three).
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

/** Raw bytes as our client sends them, or the first file of a real multipart form. */
async function uploadedBytes(request: Request): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') && type.includes('boundary=')) {
    const form = await request.formData();
    for (const value of form.values()) {
      if (typeof value !== 'string') return new Uint8Array(await value.arrayBuffer());
    }
    return new Uint8Array();
  }
  return new Uint8Array(await request.arrayBuffer());
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function param(value: string | readonly string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function uploadHandlers({ open, optional }: Router): HttpHandler[] {
  return [
    optional('get', ENDPOINTS.getUploadUrl, ({ store, db }) => {
      const id = nextId(db);
      const signature = randomSignature();
      db.uploadSlots[id] = signature;
      return { uploadURL: `${store.assetBaseUrl}${UPLOAD_PREFIX}/${id}?signature=${signature}` };
    }),

    open('put', `${UPLOAD_PREFIX}/:id`, async ({ db, request, params }) => {
      const id = param(params.id);
      const query = new URL(request.url).searchParams;
      const signature = query.get('signature');
      const expected = Object.hasOwn(db.uploadSlots, id) ? db.uploadSlots[id] : undefined;
      if (!expected || signature !== expected) {
        throw forbidden('This upload URL is invalid or was already used');
      }
      // A URL signed for image/jpeg with the content type among its signed headers (S3's way, API-CONTRACT.md:
      // some of the family's servers) is refused with any other content type, as S3 refuses it.
      const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
      if (
        signedHeaders.includes('content-type') &&
        request.headers.get('content-type') !== 'image/jpeg'
      ) {
        throw forbidden('SignatureDoesNotMatch');
      }
      const bytes = await uploadedBytes(request);
      if (bytes.length === 0) throw badRequest('The uploaded file is empty');
      if (bytes.length > LIMITS.uploadMaxBytes)
        throw new HttpError(413, 'Images can be at most 5 MB');
      const contentType = sniffImageType(bytes);
      // SPEC §5: png, jpg and jpeg; GIF and WebP for content images (issue 25).
      if (!contentType) throw badRequest('Only PNG, JPEG, GIF and WebP images can be uploaded');
      db.uploads[id] = { contentType, data: toBase64(bytes), uploadedAt: nextTimestamp(db) };
      // Single use: the signed URL stops working once the file is stored.
      db.uploadSlots = Object.fromEntries(
        Object.entries(db.uploadSlots).filter(([slot]) => slot !== id),
      );
      return new HttpResponse(null, { status: 200 });
    }),

    open('get', `${UPLOAD_PREFIX}/:id`, ({ db, params }) => {
      const id = param(params.id);
      const upload = Object.hasOwn(db.uploads, id) ? db.uploads[id] : undefined;
      if (!upload) throw notFound('Upload not found');
      return new HttpResponse(fromBase64(upload.data), {
        headers: {
          'Content-Type': upload.contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      });
    }),
  ];
}
