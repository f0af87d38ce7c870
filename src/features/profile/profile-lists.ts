import { favouriteBlogs, favouriteBlogsCount, searchBlogs, searchBlogsCount } from '@/api/blogs';
import { getFollowers, getFollowersCount, getFollowing, getFollowingCount } from '@/api/users';
import type { BlogSummary, UserSummary } from '@/api/types';
import { blogKeys, userKeys } from '@/lib/query-keys';
import { usePagedQuery } from '@/lib/paged-query';

/** SPEC §7 search-blogs by author (the profile's _id). */
export function usePublishedBlogs(profileId: string) {
  return usePagedQuery<BlogSummary>({
    queryKey: blogKeys.byAuthor(profileId),
    fetchPage: (page) => searchBlogs({ author: profileId, page }),
    fetchCount: () => searchBlogsCount({ author: profileId }),
  });
}

/**
 * SPEC §7 favourite-blogs (signed in only; no viewer = not asked; nor when the server is known to lack the
 * call: issue 29 item 4).
 */
export function useFavouriteBlogs(profileId: string, viewer: string | null, offered = true) {
  return usePagedQuery<BlogSummary>({
    queryKey: blogKeys.favourites(profileId, viewer),
    fetchPage: (page) => favouriteBlogs(page, profileId),
    fetchCount: () => favouriteBlogsCount(profileId),
    enabled: Boolean(viewer) && offered,
  });
}

/** SPEC §7 get-followers / get-following and their counts (signed in only). */
export function usePeople(
  kind: 'followers' | 'following',
  profileId: string,
  viewer: string | null,
  offered = true,
) {
  const followers = kind === 'followers';
  return usePagedQuery<UserSummary>({
    queryKey: followers
      ? userKeys.followers(profileId, viewer)
      : userKeys.following(profileId, viewer),
    fetchPage: (page) =>
      followers ? getFollowers(page, profileId) : getFollowing(page, profileId),
    fetchCount: () => (followers ? getFollowersCount(profileId) : getFollowingCount(profileId)),
    enabled: Boolean(viewer) && offered,
  });
}
