import { post } from './client';
import { withSearchText } from './search-text';
import { ENDPOINTS } from '../config/endpoints';
import { list, readUserSummary, totalDocs } from './read';
import type { UserSummary } from './types';

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

// get-profile is in entry-calls.ts (a route loader asks for a profile from the entry).
export { getProfile } from './entry-calls';
