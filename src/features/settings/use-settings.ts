import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { changePassword } from '@/api/auth';
import { updateProfile, updateProfileImg } from '@/api/profile-update';
import {
  SOCIAL_NETWORKS,
  type Profile,
  type SessionUser,
  type SocialLinks,
  type UpdateProfilePayload,
} from '@/api/types';
import { uploadImage } from '@/api/uploads';
import { profileQuery } from '@/lib/entity-queries';
import { sessionStore, useSession, viewerId } from '@/lib/session';
import { blogKeys, STALE, userKeys } from '@/lib/query-keys';
import { queryView, type QueryView } from '@/lib/query-view';
import { getProfile } from '@/api/entry-calls';
import { searchBlogs } from '@/api/blogs';
import { toast } from '@/lib/toast';
import { ApiError, errorText } from '@/api/errors';

const notFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && !error.missingCall;

/** Of these usernames, the one whose profile is this account's (its id), if any. */
async function ownAmong(user: SessionUser, usernames: readonly string[]): Promise<string | null> {
  for (const username of new Set(usernames)) {
    if (!username || username === user.username) continue;
    const profile = await getProfile(username).catch(() => null);
    if (profile?._id === user._id) return username;
  }
  return null;
}

/**
 * The username this account has now, when it was changed on another device: this tab's session keeps the one
 * it signed in with, and the API reads a profile by username only. The full name cannot change (SPEC §2
 * Settings shows it read-only), so the accounts of that name are read, and the one whose profile has this
 * account's id is it (docs/decisions/0059). The family's search-users matches usernames only: there the
 * account's own posts, which name their author as they are now, are read (decision 0063). Null when neither
 * finds it.
 */
async function renamedTo(user: SessionUser): Promise<string | null> {
  // Rarely needed: its call's code is not in every visit to Settings.
  const { searchUsers } = await import('@/api/users');
  const named = await searchUsers(user.fullname).catch(() => []);
  const found = await ownAmong(
    user,
    named.slice(0, 10).map((each) => each.personal_info.username),
  );
  if (found) return found;
  const written = await searchBlogs({ author: user._id, page: 1 });
  return ownAmong(
    user,
    written.map((blog) => blog.author?.personal_info.username ?? ''),
  );
}

/**
 * The signed-in user's own profile (email included): the shared profileQuery, so the profile page and
 * settings read one cache entry through one call. Settings has no route loader, so unlike the profile page
 * it asks on mounting whenever the entry is older than the viewer's own state may be (STALE.viewer).
 *
 * A profile that is not this account's (its id differs: the username was changed on another device, and
 * maybe taken since by someone else), or none at all, is never shown as one's own: the account's username
 * now is looked up (renamedTo) and the session follows it, in every tab; not found, it is an error.
 */
export function useOwnProfile(): QueryView<Profile> {
  const user = useSession();
  const username = user?.username ?? '';
  const enabled = Boolean(username);
  const query = useQuery({
    ...profileQuery(username, viewerId(user)),
    enabled,
    staleTime: STALE.viewer,
    refetchOnMount: true,
    retryOnMount: true,
    // After a rename the key changes: the form stays on screen with what was just saved.
    placeholderData: (previous) => previous,
  });
  const id = user?._id ?? '';
  const notMine = Boolean(id && query.data && query.data._id !== id);
  const missing = notFound(query.error) && !query.isFetching;
  const renamed = useQuery({
    queryKey: [...userKeys.profiles(), 'renamed', id, username],
    queryFn: () => (user ? renamedTo(user) : null),
    enabled: Boolean(id) && (missing || (notMine && !query.isPlaceholderData)),
    staleTime: Infinity,
    retry: false,
  });
  const found = renamed.data;
  useEffect(() => {
    if (found) sessionStore.update({ username: found });
  }, [found]);
  const view = queryView(query, enabled);
  if (!notMine && !missing) return view;
  const reload = () => {
    void renamed.refetch();
    void query.refetch();
  };
  if (renamed.isError || renamed.data === null)
    return { status: 'error', data: undefined, error: renamed.error ?? query.error, reload };
  return { status: 'loading', data: undefined, error: undefined, reload };
}

/**
 * After one's name or picture changes, what shows them is stale: one's profile, and (a rename or a new
 * picture only) the blog cards and pages that carry the author's name and picture. A username given up is
 * forgotten, not asked for again: it no longer exists. `profileRead` is the profile's one read again, where
 * the caller reads it itself (Update reads what was stored: asked here too, it was read twice).
 */
async function afterOwnChange(
  client: QueryClient,
  change: { authorVisible: boolean; username: string; previous?: string },
  profileRead: Promise<unknown> = client.invalidateQueries({
    queryKey: [...userKeys.profiles(), change.username],
  }),
) {
  if (change.previous && change.previous !== change.username) {
    client.removeQueries({ queryKey: [...userKeys.profiles(), change.previous] });
  }
  await Promise.all([
    profileRead,
    change.authorVisible && client.invalidateQueries({ queryKey: blogKeys.all }),
  ]);
}

/**
 * Issue 29 item 7: what the server kept of what was sent. Some servers of the family answer 'updated' and
 * drop a field their schema lacks (LinkedIn on one): the profile as stored afterwards is compared with the
 * update, and the fields it does not hold are named.
 */
export function fieldsNotKept(
  sent: UpdateProfilePayload,
  stored: Profile,
): (keyof SocialLinks | 'bio')[] {
  const links = SOCIAL_NETWORKS.filter(
    (network) => sent.social_links[network] && !stored.social_links[network]?.trim(),
  );
  const bio =
    sent.bio.trim() && stored.personal_info.bio.trim() !== sent.bio.trim() ? ['bio' as const] : [];
  return [...bio, ...links];
}

/**
 * SPEC §7 update-profile; SPEC §4: a username change updates the stored session. The profile is then read
 * as stored (the same read that refreshes what shows it), and what it did not keep is answered.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: UpdateProfilePayload) => {
      const result = await updateProfile(payload);
      const previous = sessionStore.get()?.username ?? '';
      sessionStore.update({ username: result.username });
      // One read of the profile as stored: it refreshes what shows it as well.
      const stored = client
        .fetchQuery(profileQuery(result.username, viewerId(sessionStore.get())))
        .catch(() => null);
      await afterOwnChange(
        client,
        { authorVisible: previous !== result.username, username: result.username, previous },
        stored,
      );
      const kept = await stored;
      return { ...result, notKept: kept ? fieldsNotKept(payload, kept) : [] };
    },
  });
}

/** The avatar: the file to image storage, then update-profile-img; the session's picture follows (SPEC §4). */
export function useUpdateAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const sender = viewerId(sessionStore.get());
      const url = await uploadImage(file);
      // Another account signed in here while the picture went up (a shared computer): it is not set as
      // theirs, which update-profile-img would do with their token (the review of the day's changes, 0062).
      if (viewerId(sessionStore.get()) !== sender) return { profile_img: url, sender };
      const answer = await updateProfileImg(url);
      return { ...answer, sender };
    },
    onSuccess: ({ profile_img, sender }) => {
      // Answered after another account signed in here (a shared computer): theirs stays as it is (the
      // late-effects audit, 0062). The form says nothing either (avatar-upload.tsx).
      if (viewerId(sessionStore.get()) !== sender) return;
      sessionStore.update({ profile_img });
      return afterOwnChange(client, {
        authorVisible: true,
        username: sessionStore.get()?.username ?? '',
      });
    },
  });
}

/** SPEC §7 change-password: nothing kept changes. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      changePassword(input.currentPassword, input.newPassword),
  });
}

/**
 * A settings form's failure, said in its toast (`loading`'s id): the server's words, else `fallback`. Where the
 * call found the session over, the expiry says so alone (session-wiring.ts): this toast goes instead.
 */
export function sayFailure(error: unknown, fallback: string, loading: string): void {
  if (!sessionStore.get()) toast.remove(loading);
  else toast.error(errorText(error, fallback), { id: loading });
}
