import type { UploadInFlight } from './uploads-in-flight';

/**
 * The content images' uploads under way, one bar each (issue 23 item 7: two at once each show their own
 * progress), named by their file so a screen reader and a sighted author alike can tell them apart. It
 * sticks to the top of the window while the author scrolls on writing. The banner shows its own bar.
 */
export function UploadProgress({ uploads }: { uploads: readonly UploadInFlight[] }) {
  const images = uploads.filter((upload) => upload.kind === 'image');
  if (!images.length) return null;
  return (
    <ul className="sticky top-2 z-10 flex flex-col gap-2 rounded-md bg-bg/90 py-1">
      {images.map((upload) => (
        <li key={upload.id} className="flex items-center gap-3 text-sm text-muted">
          <span className="min-w-0 max-w-[40%] truncate" aria-hidden="true">
            {upload.name}
          </span>
          <div
            role="progressbar"
            aria-label={`Image upload: ${upload.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.progress}
            className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-surface-strong"
          >
            <div
              className="h-full bg-accent transition-[width]"
              style={{ width: `${upload.progress}%` }}
            />
          </div>
          <span aria-hidden="true" className="w-10 text-right tabular-nums">
            {upload.progress}%
          </span>
        </li>
      ))}
    </ul>
  );
}
