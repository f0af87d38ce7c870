import { http, HttpResponse } from 'msw';
import { imageUploads } from '@/features/editor/editor-tools';
import {
  IMAGE_ADDRESS_MISSING,
  IMAGE_KEPT_AT_ADDRESS,
  isAllowedContentImage,
} from '@/features/editor/image-paste';
import { createUploadTracker } from '@/features/editor/uploads-in-flight';
import { toast } from '@/lib/toast';
import { server, store } from '@/mocks/node';

/**
 * Issue 25 item 4: content images may be GIF or WebP (the banner keeps png/jpg/jpeg), and a pasted image
 * address is copied to our storage through the same upload, counted while it runs, or kept as given with a
 * notice when its host refuses. In Chromium, by paste and drop: e2e/editor-paste.spec.ts.
 */

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);

function uploaderWith(tracker = createUploadTracker()) {
  const uploads = imageUploads({ uploads: tracker, failed: vi.fn() });
  return {
    tracker,
    uploader: {
      uploadByFile: (file: Blob) => uploads.uploadByFile('block', file),
      uploadByUrl: (url: string) => uploads.uploadByUrl('block', url),
    },
  };
}

describe('content image types', () => {
  it('are png, jpeg, gif and webp, by type, with a name that agrees when it has an extension', () => {
    const file = (name: string, type: string) => new File(['x'], name, { type });
    expect(isAllowedContentImage(file('a.gif', 'image/gif'))).toBe(true);
    expect(isAllowedContentImage(file('a.webp', 'image/webp'))).toBe(true);
    expect(isAllowedContentImage(file('image.png', 'image/png'))).toBe(true);
    expect(isAllowedContentImage(file('clipboard', 'image/jpeg'))).toBe(true);
    expect(isAllowedContentImage(file('a.svg', 'image/svg+xml'))).toBe(false);
    expect(isAllowedContentImage(file('a.exe', 'image/png'))).toBe(false);
  });

  it('a GIF uploads and is stored', async () => {
    const { uploader } = uploaderWith();
    const answer = await uploader.uploadByFile(new File([GIF], 'wave.gif', { type: 'image/gif' }));
    const id = /\/mock-uploads\/([0-9a-f]{24})$/.exec(answer.file.url)?.[1] ?? '';
    expect(store.db.uploads[id]?.contentType).toBe('image/gif');
  });
});

describe('a pasted image address', () => {
  it('is fetched and uploaded, counted as an upload from the fetch on', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('https://images.example/wave.gif', async () => {
        await held;
        return new HttpResponse(GIF, { headers: { 'Content-Type': 'image/gif' } });
      }),
    );
    const { tracker, uploader } = uploaderWith();
    const pasted = uploader.uploadByUrl('https://images.example/wave.gif');
    await vi.waitFor(() =>
      expect(tracker.list().map((upload) => upload.name)).toEqual(['wave.gif']),
    );
    release();
    const answer = await pasted;
    const id = /\/mock-uploads\/([0-9a-f]{24})$/.exec(answer.file.url)?.[1] ?? '';
    expect(store.db.uploads[id]?.contentType).toBe('image/gif');
    expect(tracker.busy()).toBe(false);
  });

  it('is refused when its host answers that there is no image there (issue 28 item 5)', async () => {
    server.use(
      http.get('https://gone.example/a.png', () => new HttpResponse(null, { status: 404 })),
    );
    const { tracker, uploader } = uploaderWith();
    await expect(uploader.uploadByUrl('https://gone.example/a.png')).rejects.toThrow(
      IMAGE_ADDRESS_MISSING(404),
    );
    expect(tracker.busy()).toBe(false);
    expect(tracker.ofBlock('block')).toBeUndefined();
  });

  it('is kept as given, with the notice, when its host refuses (CORS or an error)', async () => {
    const said = vi.spyOn(toast, 'error');
    server.use(
      http.get('https://cors.example/a.png', () => HttpResponse.error()),
      http.get('https://down.example/b.png', () => new HttpResponse(null, { status: 500 })),
    );
    const { tracker, uploader } = uploaderWith();
    const stored = Object.keys(store.db.uploads).length;
    for (const url of ['https://cors.example/a.png', 'https://down.example/b.png']) {
      expect(await uploader.uploadByUrl(url)).toEqual({ success: 1, file: { url } });
    }
    expect(said).toHaveBeenCalledTimes(2);
    expect(said).toHaveBeenCalledWith(IMAGE_KEPT_AT_ADDRESS, expect.anything());
    expect(Object.keys(store.db.uploads)).toHaveLength(stored);
    expect(tracker.busy()).toBe(false);
    said.mockRestore();
  });

  it('refuses what is not http(s)', async () => {
    const { uploader } = uploaderWith();
    await expect(uploader.uploadByUrl('javascript:alert(1)')).rejects.toThrow();
  });
});
