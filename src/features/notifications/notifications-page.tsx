import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NotificationFilter } from '@/api/types';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FadeIn } from '@/components/ui/fade-in';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { RowListSkeleton } from '@/components/ui/skeleton';
import { NOTIFICATION_FILTERS } from '@/lib/constants';
import { notificationKeys } from '@/lib/query-keys';
import { useSession, viewerId } from '@/lib/session';
import { NotificationCard } from './notification-card';
import { NOTIFICATION_TEXTS } from './texts';
import { useNotifications, useOpenedBefore } from './use-notifications';

const FILTER_PARAM = 'filter';

/**
 * SPEC §2 Notifications (/dashboard/notifications): filter buttons all, like, comment, reply; the list
 * under 'Recent Notifications' or 'Nothing available'; the shared pagination control.
 */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  // The filter chosen is in the URL (?filter=comment), so Back from a blog finds it, and its list as it was.
  const asked = params.get(FILTER_PARAM);
  const filter: NotificationFilter =
    NOTIFICATION_FILTERS.find((name) => name === asked && name !== 'all') ?? 'all';
  const client = useQueryClient();
  const viewer = viewerId(useSession());
  const list = useNotifications(filter);
  const seen = useOpenedBefore(list.results);
  const emptied = list.status === 'ready' && !list.results.length && list.hasMore;
  const { reset } = list;
  // Deleting every item shown while more exist: read the list again (as SPEC §4 does for blogs).
  useEffect(() => {
    if (emptied) reset();
  }, [emptied, reset]);

  // SPEC §4: changing the filter resets the list: the chosen one is read again from its first page.
  const choose = (next: NotificationFilter) => {
    if (next === filter) return;
    client.removeQueries({ queryKey: notificationKeys.list(next, viewer), exact: true });
    // Its count is read afresh with it, not the total shared with the bell's check a moment ago, which
    // would not count what came since (and would be taken as seen: unseen-notifications.ts).
    if (next === 'all')
      client.removeQueries({ queryKey: notificationKeys.total(viewer ?? ''), exact: true });
    // In place: a filter is not a place to go Back to; 'all' needs no parameter.
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'all') changed.delete(FILTER_PARAM);
        else changed.set(FILTER_PARAM, next);
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    // data-notifications: where a deleted item's focus goes when none is left (notification-card.tsx).
    <div data-notifications="">
      <PageMeta title="Notifications" />
      <h1 className="text-2xl font-medium">{NOTIFICATION_TEXTS.heading}</h1>
      <div role="group" aria-label="Show notifications" className="my-8 flex flex-wrap gap-3">
        {NOTIFICATION_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => choose(name)}
            className={`${filter === name ? 'btn-primary' : 'btn-secondary'} capitalize`}
          >
            {name}
          </button>
        ))}
      </div>
      {(list.status === 'loading' || list.status === 'idle') && (
        <RowListSkeleton label="Loading notifications" />
      )}
      {list.status === 'error' && (
        <ErrorState message={NOTIFICATION_TEXTS.failed} onRetry={list.reset} />
      )}
      {/* On the page whatever the filter, so that 'Nothing available' is said when a filter brings nothing
          (a region added with its words already in it is often not read out: docs/decisions/0059). */}
      <div aria-live="polite">
        {list.status === 'ready' && list.results.length === 0 && (
          <EmptyState message={NOTIFICATION_TEXTS.empty} />
        )}
      </div>
      {list.status === 'ready' && list.results.length > 0 && (
        <ul aria-label={`Notifications: ${filter}`}>
          {list.results.map((item, index) => (
            <li key={item._id}>
              <FadeIn index={index % 10}>
                <NotificationCard item={item} seen={seen(item)} />
              </FadeIn>
            </li>
          ))}
        </ul>
      )}
      <Pagination list={list} noun="notifications" />
    </div>
  );
}
