import { getUploadUrl, stripQuery, uploadImage } from '@/api/uploads';
import { failure, store, setupMockBackend } from './harness';

setupMockBackend();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

describe('image uploads (SPEC §4 Image upload)', () => {
  it('hands out a signed URL on the asset origin', async () => {
    const url = await getUploadUrl();
    expect(url).toMatch(/^http:\/\/localhost\/mock-uploads\/[0-9a-f]{24}\?signature=[0-9a-f]{32}$/);
  });

  it('stores a PUT png and serves it back at the URL without its query', async () => {
    const progress: number[] = [];
    const address = await uploadImage(
      new File([PNG], 'banner.png', { type: 'image/png' }),
      (percent) => progress.push(percent),
    );
    expect(address).toMatch(/^http:\/\/localhost\/mock-uploads\/[0-9a-f]{24}$/);
    expect(progress.at(-1)).toBe(100);
    const response = await fetch(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('tells jpeg by its bytes whatever the declared type', async () => {
    const url = await getUploadUrl();
    const put = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: JPEG,
    });
    expect(put.status).toBe(200);
    const served = await fetch(stripQuery(url));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('takes GIF and WebP too (content images, issue 25), told by their bytes', async () => {
    const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
    const WEBP = new Uint8Array([
      0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50,
    ]);
    for (const [bytes, type] of [
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      const address = await uploadImage(new File([bytes], 'moving', { type }));
      const served = await fetch(address);
      expect(served.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('refuses other file types, bad signatures and reused URLs', async () => {
    const text = new File(['hello'], 'notes.png', { type: 'image/png' });
    expect(await failure(uploadImage(text), 400)).toBe(
      'Only PNG, JPEG, GIF and WebP images can be uploaded',
    );

    const url = await getUploadUrl();
    const forged = await fetch(`${stripQuery(url)}?signature=forged`, { method: 'PUT', body: PNG });
    expect(forged.status).toBe(403);
    expect((await fetch(url, { method: 'PUT', body: PNG })).status).toBe(200);
    expect((await fetch(url, { method: 'PUT', body: PNG })).status).toBe(403);
    expect(Object.keys(store.db.uploads)).toHaveLength(1);
  });

  it('refuses another content type on a URL that signs it (S3, some family servers), as S3 does', async () => {
    const url = `${await getUploadUrl()}&X-Amz-SignedHeaders=content-type%3Bhost`;
    const put = (type: string) =>
      fetch(url, { method: 'PUT', headers: { 'Content-Type': type }, body: PNG });
    expect((await put('multipart/form-data')).status).toBe(403);
    expect((await put('image/png')).status).toBe(403);
    expect((await put('image/jpeg')).status).toBe(200);
    // Stored as what its bytes are.
    expect((await fetch(stripQuery(url))).headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for an unknown upload', async () => {
    const response = await fetch('http://localhost/mock-uploads/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Upload not found' });
  });
});
