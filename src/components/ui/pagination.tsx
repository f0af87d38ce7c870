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
  return (
    <div className={shown ? 'mt-6 flex flex-col items-start gap-1' : undefined}>
      {/* Announced when Load More adds a page, or a filter or a search brings another list, so a screen
          reader hears what arrived: the region stays on the page while the list is read again (a region
          added with its words already in it is often not read out: docs/decisions/0059). */}
      <p className="text-sm text-muted" aria-live="polite">
        {shown ? `Showing ${shown} of ${Math.max(shown, list.totalDocs)} ${noun}` : null}
      </p>
      {shown > 0 && (
        <LoadMore
          visible={list.hasMore}
          loading={list.loadingMore}
          failed={list.loadMoreFailed}
          onLoadMore={list.loadMore}
        />
      )}
    </div>
  );
}
