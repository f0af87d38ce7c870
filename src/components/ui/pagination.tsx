import type { PagedList } from '@/lib/paged-query';
import { LoadMore } from './load-more';

interface PaginationProps {
  /** Any list of the shared paging helper (src/lib/paged-query.ts). */
  list: Pick<
    PagedList<unknown>,
    'results' | 'totalDocs' | 'hasMore' | 'loadingMore' | 'loadMoreFailed' | 'loadMore'
  >;
  /** What the list holds, plural, for the progress line: 'notifications', 'published blogs'. */
  noun: string;
}

/**
 * The shared pagination control of the dashboards (SPEC §2 Manage blogs, Notifications): how many of the
 * total are shown, and 'Load More' while the total exceeds what is loaded.
 *
 * Why 'Load More' and not numbered pages: the dashboards' calls skip `(page - 1) * size - deletedDocCount`
 * records (API-CONTRACT.md), a count that is only right when pages are read in order after the deletions
 * made on the ones before; a jump to page 4 after deleting on page 1 would skip the wrong records. Loading
 * the next page under the ones shown is also what every other list of the app does (SPEC §2 Profile), so
 * the reader meets one way of paging everywhere, and a deletion never moves the items they are looking at
 * onto another page.
 */
export function Pagination({ list, noun }: PaginationProps) {
  const shown = list.results.length;
  if (!shown) return null;
  return (
    <div className="mt-6 flex flex-col items-start gap-1">
      {/* Announced when Load More adds a page, so a screen reader hears that something arrived. */}
      <p className="text-sm text-muted" aria-live="polite">
        Showing {shown} of {Math.max(shown, list.totalDocs)} {noun}
      </p>
      <LoadMore
        visible={list.hasMore}
        loading={list.loadingMore}
        failed={list.loadMoreFailed}
        onLoadMore={list.loadMore}
      />
    </div>
  );
}
