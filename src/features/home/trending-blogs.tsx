import { TrendingCard } from '@/components/ui/trending-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, SkeletonBlock } from '@/components/ui/skeleton';
import { FadeIn } from '@/components/ui/fade-in';
import type { SVGProps } from 'react';
import { Svg } from '@/components/ui/icons';
import { useTrending } from './use-home-feed';

const TrendingIcon = (p: SVGProps<SVGSVGElement>) => (
  <Svg {...p}>
    <path d="m22 7-8.5 8.5-5-5L2 17" />
    <path d="M16 7h6v6" />
  </Svg>
);

export const NO_TRENDING_TEXT = 'No trending blogs';

/** SPEC §2 Home: the trending list, ranked with zero-padded indexes. */
export function TrendingBlogs() {
  const trending = useTrending();
  return (
    <section aria-labelledby="trending-heading">
      <h2 id="trending-heading" className="mb-6 flex items-center gap-2 text-xl font-semibold">
        Trending <TrendingIcon />
      </h2>
      {trending.status === 'ready' ? (
        trending.data.length ? (
          <ol>
            {trending.data.map((blog, index) => (
              <li key={blog.blog_id}>
                <FadeIn index={index}>
                  <TrendingCard blog={blog} index={index + 1} />
                </FadeIn>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState message={NO_TRENDING_TEXT} />
        )
      ) : trending.status === 'error' ? (
        <ErrorState message="The trending blogs could not be loaded." onRetry={trending.reload} />
      ) : (
        <LoadingRegion label="Loading trending blogs">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="mb-8 flex gap-5">
              <SkeletonBlock className="h-10 w-12" />
              <div className="flex-1 space-y-2">
                <SkeletonBlock className="h-3 w-2/3" />
                <SkeletonBlock className="h-5 w-full" />
              </div>
            </div>
          ))}
        </LoadingRegion>
      )}
    </section>
  );
}
