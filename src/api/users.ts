import { post } from './client';
import { withSearchText } from './search-text';
import { ENDPOINTS } from '../config/endpoints';
import { list, readUserSummary, record, text, totalDocs } from './read';
import { ApiError } from './errors';
import type { SocialLinks, UpdateProfilePayload, UserSummary } from './types';

export async function searchUsers(query: string): Promise<UserSummary[]> {
  const body = await withSearchText(query, (text) => post(ENDPOINTS.searchUsers, { query: text }));
  return list<unknown>(body, 'users', 'the accounts').map(readUserSummary);
}

export async function getFollowers(page: number, profileId: string): Promise<UserSummary[]> {
  const body = await post(ENDPOINTS.getFollowers, { page, profileId }, { authMode: 'optional' });
  return list<unknown>(body, 'followers', 'the followers').map(readUserSummary);
}

export async function getFollowing(page: number, profileId: string): Promise<UserSummary[]> {
  const body = await post(ENDPOINTS.getFollowing, { page, profileId }, { authMode: 'optional' });
  return list<unknown>(body, 'following', 'the followed accounts').map(readUserSummary);
}

export async function getFollowersCount(profileId: string): Promise<number> {
  return totalDocs(
    await post(ENDPOINTS.getFollowersCount, { profileId }, { authMode: 'optional' }),
    'the follower count',
  );
}

export async function getFollowingCount(profileId: string): Promise<number> {
  return totalDocs(
    await post(ENDPOINTS.getFollowingCount, { profileId }, { authMode: 'optional' }),
    'the following count',
  );
}

export async function followUser(targetUserId: string): Promise<void> {
  await post(ENDPOINTS.followUser, { targetUserId }, { authMode: 'required' });
}

export async function unfollowUser(targetUserId: string): Promise<void> {
  await post(ENDPOINTS.unfollowUser, { targetUserId }, { authMode: 'required' });
}

export async function updateProfileImg(url: string): Promise<{ profile_img: string }> {
  const body = record(
    await post(ENDPOINTS.updateProfileImg, { url }, { authMode: 'required' }),
    'the new profile image',
  );
  return { profile_img: text(body.profile_img, url) };
}

/**
 * The family's update-profile takes a social link only when its host contains `<network>.com`, and refuses
 * the rest ('twitter link is invalid…': docs/decisions/0055). The same pages on those hosts' other names, for
 * a second try.
 */
function onNamedHosts(links: SocialLinks): SocialLinks {
  const out = { ...links };
  for (const [network, link] of Object.entries(links) as [keyof SocialLinks, string][]) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    const host = url.hostname.replace(/^(www\.|m\.|mobile\.)/, '');
    if (network === 'twitter' && host === 'x.com') url.hostname = 'twitter.com';
    else if (network === 'facebook' && host === 'fb.com') url.hostname = 'www.facebook.com';
    else if (network === 'youtube' && host === 'youtu.be') {
      url.searchParams.set('v', url.pathname.slice(1));
      url.pathname = '/watch';
      url.hostname = 'www.youtube.com';
    } else continue;
    out[network] = url.href;
  }
  return out;
}

/** 'twitter link is invalid…': the server refused a social link. */
const REFUSED_LINK = /\b(youtube|linkedin|facebook|twitter|github|instagram) link is invalid/i;

export async function updateProfile(payload: UpdateProfilePayload): Promise<{ username: string }> {
  const send = (sent: UpdateProfilePayload) =>
    post(ENDPOINTS.updateProfile, sent, { authMode: 'required' });
  const body = record(
    await send(payload).catch((error: unknown) => {
      const renamed = onNamedHosts(payload.social_links);
      const refused =
        error instanceof ApiError &&
        REFUSED_LINK.test(error.serverText ?? error.serverMessage ?? '');
      if (!refused || JSON.stringify(renamed) === JSON.stringify(payload.social_links)) throw error;
      return send({ ...payload, social_links: renamed });
    }),
    'the profile update',
  );
  return { username: text(body.username, payload.username) };
}

// get-profile is in entry-calls.ts (a route loader asks for a profile from the entry).
export { getProfile } from './entry-calls';
