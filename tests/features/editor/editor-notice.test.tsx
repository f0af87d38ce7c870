import type { API, BlockAPI } from '@editorjs/editorjs';
import { act, render, screen } from '@testing-library/react';
import { AppToaster } from '@/app/providers/app-toaster';
import { AltImageTool, IMAGE_UPLOAD_FAILED } from '@/features/editor/image-tool';
import { createUploadTracker } from '@/features/editor/uploads-in-flight';
import { loadToasts, toast } from '@/lib/toast';

/**
 * SPEC §9: an editor notification shows for 8000 ms; a toast for 4000. The image block's failed upload is one
 * (what Editor.js's notifier said, now in the app's toaster): it must stay on screen twice as long as a form's
 * error raised beside it.
 */

function imageTool() {
  const api = {
    i18n: { t: (text: string) => text },
    styles: { block: 'cdx-block', loader: 'cdx-loader', input: 'cdx-input', button: 'cdx-button' },
    notifier: { show: vi.fn() },
  } as unknown as API;
  return new AltImageTool({
    data: {} as never,
    config: {
      events: {
        uploads: createUploadTracker(),
        failed: () => undefined,
        uploadByUrl: () => Promise.reject(new Error('not in this test')),
        uploadByFile: () => Promise.reject(new Error('not in this test')),
      },
    },
    api,
    readOnly: false,
    block: { id: 'image-block', dispatchChange: vi.fn(), stretched: false } as unknown as BlockAPI,
  });
}

/** Shown: in the toaster and not faded out (a dismissed toast stays a moment at opacity 0). */
const showing = (text: RegExp) => {
  const message = screen.queryByText(text);
  return (
    message !== null && message.closest<HTMLElement>('[style*="opacity"]')?.style.opacity === '1'
  );
};

afterEach(() => {
  vi.useRealTimers();
});

it("keeps a failed image upload on screen 8 s, an editor notification's time, and a form's error 4 s", async () => {
  render(<AppToaster />);
  await act(() => loadToasts());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

  const tool = imageTool();
  tool.render();
  // What @editorjs/image calls when its upload fails (replaced by the editor: editorjs-adapter.ts).
  act(() => {
    (tool as unknown as { uploadingFailed: (error: unknown) => void }).uploadingFailed(
      new Error('Storage is full'),
    );
    toast.error('Fill all the inputs');
  });
  const upload = new RegExp(`^${IMAGE_UPLOAD_FAILED} Storage is full$`);
  expect(showing(upload)).toBe(true);
  expect(showing(/^Fill all the inputs$/)).toBe(true);

  act(() => vi.advanceTimersByTime(4_500));
  expect(showing(/^Fill all the inputs$/)).toBe(false);
  expect(showing(upload)).toBe(true);

  act(() => vi.advanceTimersByTime(3_000));
  expect(showing(upload)).toBe(true);

  act(() => vi.advanceTimersByTime(1_000));
  expect(showing(upload)).toBe(false);
});
