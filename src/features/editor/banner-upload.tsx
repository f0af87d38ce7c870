import { useEffect, useId, useRef, useState } from 'react';
import { toApiError } from '@/api/errors';
import { IMAGE_ACCEPT, isAllowedImage, uploadImage } from '@/api/uploads';
import { safeImageUrl } from '@/lib/safe-url';
import { formToast, toast } from '@/lib/toast';
import type { UploadTracker } from './uploads-in-flight';

export const BANNER_TEXTS = {
  uploading: 'Uploading...',
  uploaded: 'Uploaded 👍',
  type: 'Choose a .png, .jpg or .jpeg image for the banner',
  failed: 'The banner could not be uploaded. Please try another image.',
} as const;

const BANNER_TOAST = formToast('editor-banner');

/**
 * SPEC §2 banner upload (png, jpg, jpeg, checked before anything is sent), through the upload helper
 * (get-upload-url, then PUT; SPEC §4), with 'Uploading...' / 'Uploaded 👍' toasts, a progress bar, and the
 * failure's own text in a toast (SPEC §8). The banner already shown stays until a new one is stored.
 */
export function BannerUpload({
  banner,
  onChange,
  uploads,
  invalid,
}: {
  banner: string;
  onChange: (url: string) => void;
  /** Counted there until it ends: no save, publish or quiet leaving meanwhile (issue 23 item 7). */
  uploads: UploadTracker;
  /** Publish's check failed on the banner (useFieldProblem). */
  invalid?: boolean;
}) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const src = safeImageUrl(banner);

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    // The same file can be chosen again after a failure.
    input.value = '';
    if (!file) return;
    if (!(await isAllowedImage(file))) return void toast.error(BANNER_TEXTS.type, BANNER_TOAST);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    toast.loading(BANNER_TEXTS.uploading, BANNER_TOAST);
    const upload = uploads.start('banner', file.name);
    try {
      const url = await uploadImage(
        file,
        (percent) => {
          setProgress(percent);
          upload.progress(percent);
        },
        controller.signal,
      );
      onChange(url);
      toast.success(BANNER_TEXTS.uploaded, BANNER_TOAST);
    } catch (error) {
      if (controller.signal.aborted) return;
      // SPEC §8: the error itself (issue 23 item 4: a refused or unreachable storage says so, not "offline").
      toast.error(toApiError(error).message || BANNER_TEXTS.failed, BANNER_TOAST);
    } finally {
      // After onChange: the banner is in the draft before a save may read it.
      upload.end();
      if (abort.current === controller) setProgress(null);
    }
  }

  return (
    <div className="relative">
      <label
        htmlFor={inputId}
        className="group relative block aspect-video cursor-pointer overflow-hidden rounded-md border-4 border-line bg-surface has-aria-invalid:border-danger hover:opacity-90 focus-within:outline focus-within:outline-2 focus-within:outline-offset-2"
      >
        {src ? (
          <img src={src} alt="Blog banner" className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full w-full flex-col items-center justify-center gap-2 text-muted">
            <span className="text-2xl font-semibold">Blog Banner</span>
            <span>Click to upload a .png, .jpg or .jpeg image</span>
          </span>
        )}
        <span className="sr-only">{src ? 'Change the blog banner' : 'Upload a blog banner'}</span>
        <input
          id={inputId}
          type="file"
          name="banner"
          aria-invalid={invalid}
          accept={IMAGE_ACCEPT}
          className="sr-only"
          disabled={progress !== null}
          onChange={(event) => void choose(event.currentTarget)}
        />
      </label>
      {progress !== null && (
        <div
          role="progressbar"
          aria-label="Banner upload"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="absolute inset-x-1 bottom-1 h-2 overflow-hidden rounded-full bg-surface-strong"
        >
          <div className="h-full bg-accent transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
    </div>
  );
}
