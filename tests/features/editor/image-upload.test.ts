import type { API, BlockAPI } from '@editorjs/editorjs';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ApiError } from '@/api/errors';
import { IMAGE_TYPE_REASON, imageUploads } from '@/features/editor/editor-tools';
import { AltImageTool, IMAGE_UPLOAD_FAILED } from '@/features/editor/image-tool';
import { createUploadTracker } from '@/features/editor/uploads-in-flight';
import { toast } from '@/lib/toast';
import { server } from '@/mocks/node';

/**
 * Issue 23 item 7 and issue 28 item 5: a content image's upload counts as under way, by its block, until the
 * storage has it; the block then knows its address whether or not the tool has filled it in yet. A failure
 * says SPEC §8's sentence with the reason, and the block goes. In Chromium: e2e/editor-uploads.spec.ts.
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const png = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' });

function uploaderWith(tracker = createUploadTracker()) {
  const uploads = imageUploads({ uploads: tracker, failed: vi.fn() });
  let block = 0;
  return {
    tracker,
    uploader: { uploadByFile: (file: Blob) => uploads.uploadByFile(`block-${++block}`, file) },
  };
}

describe('the content image uploader', () => {
  it('counts each upload, with its own progress, by its block, until the storage has it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put('*/mock-uploads/*', async () => {
        await held;
        return undefined;
      }),
    );
    const { tracker, uploader } = uploaderWith();
    const first = uploader.uploadByFile(png('harbour.png'));
    const second = uploader.uploadByFile(png('boats.png'));
    await waitFor(() =>
      expect(tracker.list().map((upload) => upload.name)).toEqual(['harbour.png', 'boats.png']),
    );
    expect(tracker.busy()).toBe(true);

    expect(tracker.ofBlock('block-1')).toEqual({ state: 'uploading' });
    release();
    const answers = await Promise.all([first, second]);
    for (const answer of answers) expect(answer.file.url).toMatch(/\/mock-uploads\/[0-9a-f]{24}$/);
    // The block knows its address the moment the storage has it, whatever the tool does next.
    expect(tracker.busy()).toBe(false);
    expect(tracker.ofBlock('block-1')).toEqual({ state: 'stored', url: answers[0]?.file.url });
  });

  it('refuses a file that is not png, jpeg, gif or webp before anything is sent, saying why', async () => {
    const { tracker, uploader } = uploaderWith();
    const svg = new File(['<svg/>'], 'cat.svg', { type: 'image/svg+xml' });
    await expect(uploader.uploadByFile(svg)).rejects.toThrow(IMAGE_TYPE_REASON);
    expect(tracker.busy()).toBe(false);
  });

  it('stops counting a failed upload', async () => {
    server.use(http.put('*/mock-uploads/*', () => new Response(null, { status: 403 })));
    const { tracker, uploader } = uploaderWith();
    await expect(uploader.uploadByFile(png())).rejects.toBeInstanceOf(ApiError);
    expect(tracker.busy()).toBe(false);
  });
});

describe('the image tool after a failed upload', () => {
  it('says SPEC’s sentence and the reason, as text in the app’s toast, and its block goes', async () => {
    const said = vi.spyOn(toast, 'error');
    const notifier = { show: vi.fn() };
    const failed = vi.fn();
    const tool = new AltImageTool({
      data: {} as never,
      config: {
        events: {
          uploads: createUploadTracker(),
          failed,
          uploadByUrl: () => Promise.reject(new Error('not in this test')),
          // After the tool has read the file for its preview, as any real upload is.
          uploadByFile: () =>
            new Promise((_resolve, reject) =>
              setTimeout(() => reject(new ApiError('http', '<b>Storage</b> is full', 507)), 50),
            ),
        },
      },
      api: {
        i18n: { t: (text: string) => text },
        styles: {
          block: 'cdx-block',
          loader: 'cdx-loader',
          input: 'cdx-input',
          button: 'cdx-button',
        },
        notifier,
      } as unknown as API,
      readOnly: false,
      block: { id: 'the-block', dispatchChange: vi.fn(), stretched: false } as unknown as BlockAPI,
    });
    const wrapper = tool.render();
    document.body.append(wrapper);
    await tool.onPaste({ type: 'file', detail: { file: png() } } as never);

    await waitFor(() =>
      expect(said).toHaveBeenCalledWith(
        `${IMAGE_UPLOAD_FAILED} <b>Storage</b> is full`,
        expect.objectContaining({ id: expect.any(String) }),
      ),
    );
    // Editor.js's notifier writes HTML: it is not used for a server's words.
    expect(notifier.show).not.toHaveBeenCalled();
    // No empty 'Select an Image' is left in the post: the editor takes the block away.
    expect(failed).toHaveBeenCalledWith('the-block');
    expect(wrapper).not.toHaveClass('image-tool--uploading');
    wrapper.remove();
    said.mockRestore();
  });
});
