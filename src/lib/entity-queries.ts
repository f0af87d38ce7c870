import { queryOptions } from '@tanstack/react-query';
import { getBlog, getProfile } from '@/api/entry-calls';
import { blogKeys, STALE, userKeys } from '@/lib/query-keys';

/**
 * The query of a page's own entity (a blog, a profile), shared by the page's hook and its route's loader
 * (src/app/route-data.ts). The loader asks as the navigation starts, while the screen's code is still
 * arriving; the page then shows that answer instead of asking once it has mounted.
 *
 * Each visit is one read (get-blog counts reads): the loader asks on every navigation to the page (the
 * entity is never fresh, STALE.entity), so mounting never asks again (`refetchOnMount: false`), nor after
 * the loader's call failed (`retryOnMount: false`: the page shows the failure and its Retry). A page shown
 * without its loader (nothing cached yet) still asks when it mounts, as any query does.
 */
export function blogQuery(blogId: string) {
  return queryOptions({
    queryKey: blogKeys.detail(blogId),
    queryFn: () => getBlog(blogId),
    staleTime: STALE.entity,
    refetchOnMount: false,
    retryOnMount: false,
  });
}

/** SPEC §7 get-profile. The viewer is part of the key: the owner also sees their email. */
export function profileQuery(username: string, viewer: string | null) {
  return queryOptions({
    queryKey: userKeys.profile(username, viewer),
    queryFn: () => getProfile(username),
    staleTime: STALE.entity,
    refetchOnMount: false,
    retryOnMount: false,
  });
}
