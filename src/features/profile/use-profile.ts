import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '@/api/errors';
import { ENDPOINTS } from '@/config/endpoints';
import { useCallMissing } from '@/lib/capabilities';
import { toast } from '@/lib/toast';
import { followUser, unfollowUser } from '@/api/users';
import { profileQuery } from '@/lib/entity-queries';
import type { Profile } from '@/api/types';
import { useSession, viewerId } from '@/lib/session';
import { userKeys } from '@/lib/query-keys';
import { queryView } from '@/lib/query-view';

export const FOLLOW_LOGIN_TEXT = 'Please Sign In to follow a user.';
/** Issue 29 item 4: said when this server turns out to have no follow call; the button then goes. */
export const FOLLOW_NOT_OFFERED_TEXT = 'This server does not offer following people.';

/**
 * SPEC §7 get-profile, asked by the route's loader as the navigation starts (src/lib/entity-queries.ts).
 * The viewer is part of the key: the owner also sees their email.
 */
export function useProfile(username: string) {
  const viewer = viewerId(useSession());
  const enabled = Boolean(username);
  return queryView(
    useQuery({
      ...profileQuery(username, viewer),
      enabled,
      // What was read signed out is public: it stays drawn while a session's own read comes (one heard
      // from another tab), instead of the skeleton. Never another viewer's answer (an owner sees an email).
      placeholderData: (previous, query) => (query?.queryKey[3] === null ? previous : undefined),
    }),
    enabled,
  );
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
    onError: (error) => {
      if (error instanceof ApiError && error.missingCall)
        toast.error(FOLLOW_NOT_OFFERED_TEXT, { id: 'follow-missing' });
    },
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

  /**
   * Issue 29 item 14: twice is once. A second click before the first has been drawn as busy (a double
   * click) finds this set and sends nothing.
   */
  const sending = useRef(false);
  const toggle = () => {
    if (!user) {
      toast.error(FOLLOW_LOGIN_TEXT, { id: 'follow-login' });
      return;
    }
    if (!profile || sending.current || mutation.isPending) return;
    sending.current = true;
    mutation.mutate(
      { id: profile._id, unfollow: following },
      {
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  // Issue 29 item 4: a server without the call has no Follow button.
  const offered = !useCallMissing(following ? ENDPOINTS.unfollowUser : ENDPOINTS.followUser);
  return { following, busy: mutation.isPending, toggle, offered };
}
