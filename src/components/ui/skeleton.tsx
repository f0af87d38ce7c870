/**
 * Loading placeholders shaped like the content that is coming (issue 3: skeletons rather than spinners), so
 * the page does not jump when it arrives. One status region per skeleton group announces the wait.
 */

export function SkeletonBlock({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded bg-surface-strong ${className}`} />
  );
}

export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="skeleton">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="mb-5 border-b border-line pb-5">
      {/* Like the card it stands for: the byline across the card, then the text beside the banner. */}
      <div className="mb-3 flex items-center gap-2">
        <SkeletonBlock className="h-6 w-6 shrink-0 rounded-full" />
        <SkeletonBlock className="h-3 w-40 min-w-0" />
      </div>
      <div className="flex items-center gap-6 sm:gap-8">
        {/* min-w-0: the text side gives way on a 320 px phone. */}
        <div className="min-w-0 flex-1 space-y-3">
          <SkeletonBlock className="h-5 w-4/5" />
          <SkeletonBlock className="h-4 w-full" />
          <SkeletonBlock className="h-3 w-24" />
        </div>
        <SkeletonBlock className="aspect-square h-24 shrink-0 rounded-md sm:h-28" />
      </div>
    </div>
  );
}

/** A page of blogs: every blog list pages by 5 (API-CONTRACT), so the content arrives without moving
 * what is below it (home's trending list on phones). */
export function BlogListSkeleton({ count = 5, label = 'Loading blogs' }) {
  return (
    <LoadingRegion label={label}>
      {Array.from({ length: count }, (_, i) => (
        <BlogCardSkeleton key={i} />
      ))}
    </LoadingRegion>
  );
}

export function RowListSkeleton({ count = 4, label = 'Loading' }) {
  return (
    <LoadingRegion label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="mb-6 flex items-center gap-4">
          <SkeletonBlock className="h-12 w-12 rounded-full" />
          <div className="flex-1 space-y-2">
            <SkeletonBlock className="h-4 w-1/2" />
            <SkeletonBlock className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
