import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { followUser, unfollowUser } from '@/api/users';
import { profileQuery } from '@/lib/entity-queries';
import type { Profile } from '@/api/types';
import { useSession, viewerId } from '@/lib/session';
import { userKeys } from '@/lib/query-keys';
import { queryView } from '@/lib/query-view';

export const FOLLOW_LOGIN_TEXT = 'Please Sign In to follow a user.';

/**
 * SPEC §7 get-profile, asked by the route's loader as the navigation starts (src/lib/entity-queries.ts).
 * The viewer is part of the key: the owner also sees their email.
 */
export function useProfile(username: string) {
  const viewer = viewerId(useSession());
  const enabled = Boolean(username);
  return queryView(useQuery({ ...profileQuery(username, viewer), enabled }), enabled);
}

/**
 * SPEC §4 Follow: follow toggles to unfollow and the profile is reloaded afterwards; visitors get 'Please
 * Sign In to follow a user.' (SPEC §5). Failures are only logged (SPEC §8); the button is usable again.
 * What a follow changes is asked for again, and nothing else: both people's profiles (follower lists and
 * counts) and both people's followers/following lists.
 */
export function useFollow(profile: Profile | undefined) {
  const user = useSession();
  const client = useQueryClient();
  const following = Boolean(user && profile?.followers?.includes(user._id));

  const mutation = useMutation({
    mutationFn: (target: { id: string; unfollow: boolean }) =>
      target.unfollow ? unfollowUser(target.id) : followUser(target.id),
    meta: { failure: 'Follow failed' },
    onSettled: async () => {
      if (!profile || !user) return;
      await Promise.all([
        client.invalidateQueries({
          queryKey: [...userKeys.profiles(), profile.personal_info.username],
        }),
        client.invalidateQueries({ queryKey: [...userKeys.profiles(), user.username] }),
        client.invalidateQueries({ queryKey: userKeys.people(profile._id) }),
        client.invalidateQueries({ queryKey: userKeys.people(user._id) }),
      ]);
    },
  });

  const toggle = () => {
    if (!user) {
      toast.error(FOLLOW_LOGIN_TEXT, { id: 'follow-login' });
      return;
    }
    if (!profile || mutation.isPending) return;
    mutation.mutate({ id: profile._id, unfollow: following });
  };

  return { following, busy: mutation.isPending, toggle };
}
