import { LoadingRegion, SkeletonBlock } from '@/components/ui/skeleton';

/** The blog page while it loads: the banner, title, byline and paragraphs in place. */
export function BlogSkeleton() {
  return (
    <div className="mx-auto w-full max-w-[900px] px-[5vw] py-10">
      <LoadingRegion label="Loading the blog">
        <SkeletonBlock className="aspect-video w-full rounded-md" />
        <SkeletonBlock className="mt-10 h-9 w-4/5" />
        <div className="mt-8 flex items-center gap-4">
          <SkeletonBlock className="h-12 w-12 rounded-full" />
          <div className="space-y-2">
            <SkeletonBlock className="h-4 w-32" />
            <SkeletonBlock className="h-3 w-24" />
          </div>
        </div>
        <div className="mt-10 space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            <SkeletonBlock key={i} className={`h-4 ${i % 3 === 2 ? 'w-2/3' : 'w-full'}`} />
          ))}
        </div>
      </LoadingRegion>
    </div>
  );
}
