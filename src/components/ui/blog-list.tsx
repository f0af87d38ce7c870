import type { BlogSummary } from '@/api/types';
import type { PagedList } from '@/lib/paged-query';
import { BlogCard } from './blog-card';
import { BlogListSkeleton } from './skeleton';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadMore } from './load-more';
import { FadeIn } from './fade-in';
import { useFocusNewItems } from './use-focus-new-items';

export const NO_BLOGS_TEXT = 'No blogs published';

/**
 * A paged list of blog cards with every state of a server read: skeletons while loading, the spec's empty
 * text, a retry on failure, and Load More while more exist. Shared by home, search and profile.
 */
export function BlogList({
  list,
  emptyText = NO_BLOGS_TEXT,
  errorText = 'The blogs could not be loaded.',
}: {
  list: PagedList<BlogSummary>;
  emptyText?: string;
  errorText?: string;
}) {
  const { listRef, buttonRef, onLoadMore } = useFocusNewItems(list.results.length, list.loadMore);
  if (list.status === 'loading' || list.status === 'idle') return <BlogListSkeleton />;
  if (list.status === 'error') return <ErrorState message={errorText} onRetry={list.reset} />;
  if (!list.results.length) return <EmptyState message={emptyText} />;
  return (
    <>
      <ul ref={listRef}>
        {list.results.map((blog, index) => (
          <li key={blog.blog_id}>
            <FadeIn index={index % 5}>
              <BlogCard blog={blog} aboveFold={index < 2} />
            </FadeIn>
          </li>
        ))}
      </ul>
      <LoadMore
        visible={list.hasMore}
        loading={list.loadingMore}
        failed={list.loadMoreFailed}
        onLoadMore={onLoadMore}
        buttonRef={buttonRef}
      />
    </>
  );
}
