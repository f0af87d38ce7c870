/** Shown while a screen's code loads for the first time: a quiet skeleton, never a blank page. */
export function PageFallback() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-page px-[5vw] py-10">
      <span className="sr-only">Loading…</span>
      <div className="animate-pulse space-y-4" aria-hidden="true">
        <div className="h-8 w-1/3 rounded bg-surface-strong" />
        <div className="h-4 w-2/3 rounded bg-surface" />
        <div className="h-4 w-1/2 rounded bg-surface" />
      </div>
    </div>
  );
}
