import { useCallback } from 'react';
import { favouriteBlogs, favouriteBlogsCount, searchBlogs, searchBlogsCount } from '@/api/blogs';
import { getFollowers, getFollowersCount, getFollowing, getFollowingCount } from '@/api/users';
import type { BlogSummary, UserSummary } from '@/api/types';
import { usePagedList } from '@/lib/use-paged-list';

/** Switching back to a tab within half a minute shows what was loaded without asking again. */
const KEEP_MS = 30_000;

/** SPEC §7 search-blogs by author (the profile's _id). */
export function usePublishedBlogs(profileId: string, version: number) {
  const fetchPage = useCallback(
    (page: number) => searchBlogs({ author: profileId, page }),
    [profileId],
  );
  const fetchCount = useCallback(() => searchBlogsCount({ author: profileId }), [profileId]);
  return usePagedList<BlogSummary>({
    key: `profile:${profileId}:v${version}:blogs`,
    fetchPage,
    fetchCount,
    keepMs: KEEP_MS,
  });
}

/** SPEC §7 favourite-blogs (signed in only; null viewer = not asked). */
export function useFavouriteBlogs(profileId: string, viewerId: string | null, version: number) {
  const fetchPage = useCallback((page: number) => favouriteBlogs(page, profileId), [profileId]);
  const fetchCount = useCallback(() => favouriteBlogsCount(profileId), [profileId]);
  return usePagedList<BlogSummary>({
    key: viewerId ? `profile:${profileId}:v${version}:favourites:${viewerId}` : null,
    fetchPage,
    fetchCount,
    keepMs: KEEP_MS,
  });
}

/** SPEC §7 get-followers / get-following and their counts. */
export function usePeople(
  kind: 'followers' | 'following',
  profileId: string,
  viewerId: string | null,
  version: number,
) {
  const fetchPage = useCallback(
    (page: number) =>
      kind === 'followers' ? getFollowers(page, profileId) : getFollowing(page, profileId),
    [kind, profileId],
  );
  const fetchCount = useCallback(
    () => (kind === 'followers' ? getFollowersCount(profileId) : getFollowingCount(profileId)),
    [kind, profileId],
  );
  return usePagedList<UserSummary>({
    key: viewerId ? `profile:${profileId}:v${version}:${kind}:${viewerId}` : null,
    fetchPage,
    fetchCount,
    keepMs: KEEP_MS,
  });
}
