import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { getProfile, followUser, unfollowUser } from '@/api/users';
import type { Profile } from '@/api/types';
import { useSession } from '@/lib/session';
import { invalidateRequests } from '@/lib/request-cache';
import { useRequest } from '@/lib/use-request';

export const FOLLOW_LOGIN_TEXT = 'Please Sign In to follow a user.';

/** SPEC §7 get-profile. The viewer is part of the key: the owner also sees their email. */
export function useProfile(username: string) {
  const viewer = useSession()?._id ?? 'visitor';
  return useRequest(username ? `profile:${username}:${viewer}` : null, () => getProfile(username));
}

/**
 * SPEC §4 Follow: follow toggles to unfollow and the profile is reloaded afterwards; visitors get 'Please
 * Sign In to follow a user.' (SPEC §5). Failures are only logged (SPEC §8); the button is usable again.
 */
export function useFollow(profile: Profile | undefined, reload: () => void) {
  const user = useSession();
  const [busy, setBusy] = useState(false);
  const following = Boolean(user && profile?.followers?.includes(user._id));

  const toggle = useCallback(async () => {
    if (!user) {
      toast.error(FOLLOW_LOGIN_TEXT, { id: 'follow-login' });
      return;
    }
    if (!profile || busy) return;
    setBusy(true);
    try {
      await (following ? unfollowUser(profile._id) : followUser(profile._id));
      // Follower lists and counts elsewhere are now stale.
      invalidateRequests();
    } catch (error) {
      console.warn('Follow failed', error);
    } finally {
      setBusy(false);
      reload();
    }
  }, [user, profile, busy, following, reload]);

  return { following, busy, toggle };
}
