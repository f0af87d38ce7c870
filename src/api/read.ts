/**
 * Tolerant readers: the known servers of this API differ in small ways (API-CONTRACT.md). These helpers turn
 * an unknown JSON answer into our types without trusting its shape.
 */
import { malformed } from './client';
import type {
  BlogActivity,
  PersonalInfo,
  Profile,
  SessionUser,
  SocialLinks,
  UserSummary,
} from './types';
import { SOCIAL_NETWORKS } from './types';

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function record(value: unknown, what: string): Json {
  if (!isRecord(value)) throw malformed(what);
  return value;
}

export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

export function count(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** Reads `key` as an array from an answer; a missing key is a malformed answer. */
export function list<T>(body: unknown, key: string, what: string): T[] {
  if (Array.isArray(body)) return body as T[];
  const value = record(body, what)[key];
  if (!Array.isArray(value)) throw malformed(what);
  return value as T[];
}

/** Count calls answer `{ totalDocs }`; some servers say `{ count }` (API-CONTRACT.md). */
export function totalDocs(body: unknown, what: string): number {
  if (typeof body === 'number') return count(body);
  const answer = record(body, what);
  const value = answer.totalDocs ?? answer.count;
  if (value === undefined) throw malformed(what);
  return count(value);
}

/** `{ user: {...} }` and the bare object are both seen for sign-in and get-profile. */
export function unwrapUser(body: unknown, what: string): Json {
  const answer = record(body, what);
  return isRecord(answer.user) &&
    !('access_token' in answer) &&
    !('accessToken' in answer) &&
    !('_id' in answer)
    ? answer.user
    : answer;
}

export function readPersonalInfo(value: unknown): PersonalInfo {
  const info = isRecord(value) ? value : {};
  const out: PersonalInfo = {
    fullname: text(info.fullname),
    username: text(info.username),
    profile_img: text(info.profile_img),
  };
  if (typeof info.email === 'string') out.email = info.email;
  if (typeof info.bio === 'string') out.bio = info.bio;
  return out;
}

export function readUserSummary(value: unknown): UserSummary {
  const user = isRecord(value) ? value : {};
  const summary: UserSummary = { personal_info: readPersonalInfo(user.personal_info ?? user) };
  if (typeof user._id === 'string') summary._id = user._id;
  return summary;
}

/**
 * The user id a token was signed with. Every server of the family signs `{ id }` (API-CONTRACT.md), and six
 * of ten send no `_id` beside it. Read without verifying: the server verifies; we only need to know who we are.
 */
export function tokenUserId(token: string): string {
  const payload = token.split('.')[1];
  if (!payload) return '';
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
        c.charCodeAt(0),
      ),
    );
    const claims: unknown = JSON.parse(json);
    return isRecord(claims) ? text(claims.id) || text(claims._id) : '';
  } catch {
    return '';
  }
}

export function readSession(body: unknown, what: string): SessionUser {
  const user = unwrapUser(body, what);
  const info = isRecord(user.personal_info) ? readPersonalInfo(user.personal_info) : undefined;
  // One server of the family names it `accessToken`.
  const token = text(user.access_token) || text(user.accessToken);
  if (!token) throw malformed(what);
  const session: SessionUser = {
    access_token: token,
    _id: text(user._id) || tokenUserId(token),
    username: text(user.username, info?.username ?? ''),
    fullname: text(user.fullname, info?.fullname ?? ''),
    profile_img: text(user.profile_img, info?.profile_img ?? ''),
    isAdmin: user.isAdmin === true || user.admin === true,
    new_notification_available: user.new_notification_available === true,
  };
  if (info) session.personal_info = info;
  return session;
}

export function readActivity(value: unknown): BlogActivity {
  const activity = isRecord(value) ? value : {};
  const out: BlogActivity = {
    total_likes: count(activity.total_likes),
    total_comments: count(activity.total_comments),
    total_reads: count(activity.total_reads),
    total_parent_comments: count(activity.total_parent_comments),
  };
  for (const [key, val] of Object.entries(activity)) {
    if (typeof val === 'number' && !(key in out)) out[key] = val;
  }
  return out;
}

function ids(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .map((item) => (typeof item === 'string' ? item : isRecord(item) ? text(item._id) : ''))
    .filter(Boolean);
}

export function readProfile(body: unknown): Profile {
  const user = unwrapUser(body, 'the profile');
  if (!isRecord(user.personal_info)) throw malformed('the profile');
  const info = readPersonalInfo(user.personal_info);
  const account = isRecord(user.account_info) ? user.account_info : {};
  const links = isRecord(user.social_links) ? user.social_links : {};
  const social_links = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, text(links[network])]),
  ) as SocialLinks;
  const profile: Profile = {
    _id: text(user._id),
    personal_info: { ...info, bio: info.bio ?? '' },
    account_info: {
      total_posts: count(account.total_posts),
      total_reads: count(account.total_reads),
    },
    social_links,
    joinedAt: text(user.joinedAt),
  };
  const followers = ids(user.followers);
  const following = ids(user.following);
  if (followers) profile.followers = followers;
  if (following) profile.following = following;
  return profile;
}
