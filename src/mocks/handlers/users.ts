/**
 * Profiles, account search, following and profile settings (SPEC §2 Profile and Edit profile, §5 profile
 * rules, §7). The email is shown to its owner only.
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import { SOCIAL_NETWORKS } from '../../api/types';
import { findByUsername, usernameHolder } from '../store/accounts';
import { LIMITS, MESSAGES, PAGE_SIZES, parseHttpUrl, socialLinkError } from '../store/rules';
import type { Dialect } from '../dialect/dialect';
import type { Db, UserRecord } from '../store/types';
import { findUser, pageOf, userSummary } from '../store/views';
import { badRequest, HttpError, notFound, num, str, type Json, type Router } from './route';

function userById(db: Db, id: string): UserRecord {
  const user = findUser(db, id);
  if (!user) throw notFound('User not found');
  return user;
}

function people(db: Db, ids: string[], body: Json) {
  // Newest relationship first: ids are appended as people follow.
  const list = [...ids]
    .reverse()
    .map((id) => findUser(db, id))
    .filter((u): u is UserRecord => Boolean(u));
  return pageOf(list, num(body, 'page', 1), PAGE_SIZES.follows).map(userSummary);
}

function profile(user: UserRecord, viewer: UserRecord | null) {
  const info = user.personal_info;
  return {
    _id: user._id,
    personal_info: {
      fullname: info.fullname,
      username: info.username,
      profile_img: info.profile_img,
      bio: info.bio,
      ...(viewer?._id === user._id ? { email: info.email } : {}),
    },
    account_info: { ...user.account_info },
    social_links: { ...user.social_links },
    joinedAt: user.joinedAt,
    followers: [...user.followers],
    following: [...user.following],
  };
}

function readSocialLinks(value: unknown, dialect: Dialect): UserRecord['social_links'] {
  const links: Json = typeof value === 'object' && value !== null ? (value as Json) : {};
  const out = {} as UserRecord['social_links'];
  for (const network of SOCIAL_NETWORKS) {
    const link = str(links, network).trim();
    const problem =
      socialLinkError(network, link) ??
      (dialect.socialHostByName &&
      link &&
      network !== 'website' &&
      !(parseHttpUrl(link)?.hostname ?? '').includes(`${network}.com`)
        ? `${network} link is invalid. You must enter a full link`
        : null);
    if (problem) throw badRequest(problem);
    out[network] = link;
  }
  return out;
}

export function userHandlers({ open, optional, authed }: Router): HttpHandler[] {
  return [
    open('post', ENDPOINTS.searchUsers, ({ db, body, dialect }) => {
      const matches = dialect.searchMatcher(str(body, 'query').trim());
      const found = matches
        ? db.users.filter(
            (user) =>
              user.verified &&
              (matches(user.personal_info.username) || matches(user.personal_info.fullname)),
          )
        : [];
      return { users: found.slice(0, PAGE_SIZES.users).map(userSummary) };
    }),

    optional('post', ENDPOINTS.getProfile, ({ db, body, viewer }) => {
      const user = findByUsername(db, str(body, 'username'));
      if (!user || !user.verified) throw notFound('User not found');
      return profile(user, viewer);
    }),

    optional('post', ENDPOINTS.getFollowers, ({ db, body }) => ({
      followers: people(db, userById(db, str(body, 'profileId')).followers, body),
    })),
    optional('post', ENDPOINTS.getFollowing, ({ db, body }) => ({
      following: people(db, userById(db, str(body, 'profileId')).following, body),
    })),
    optional('post', ENDPOINTS.getFollowersCount, ({ db, body }) => ({
      totalDocs: userById(db, str(body, 'profileId')).followers.length,
    })),
    optional('post', ENDPOINTS.getFollowingCount, ({ db, body }) => ({
      totalDocs: userById(db, str(body, 'profileId')).following.length,
    })),

    authed('post', ENDPOINTS.followUser, ({ db, body, viewer }) => {
      const target = userById(db, str(body, 'targetUserId'));
      if (target._id === viewer._id) throw badRequest('You cannot follow yourself');
      if (!viewer.following.includes(target._id)) viewer.following.push(target._id);
      if (!target.followers.includes(viewer._id)) target.followers.push(viewer._id);
      return { status: 'following' };
    }),

    authed('post', ENDPOINTS.unfollowUser, ({ db, body, viewer }) => {
      const target = userById(db, str(body, 'targetUserId'));
      viewer.following = viewer.following.filter((id) => id !== target._id);
      target.followers = target.followers.filter((id) => id !== viewer._id);
      return { status: 'unfollowed' };
    }),

    authed('post', ENDPOINTS.updateProfileImg, ({ body, viewer }) => {
      const url = str(body, 'url').trim();
      if (!parseHttpUrl(url)) throw badRequest('The profile image must be an http(s) image URL');
      viewer.personal_info.profile_img = url;
      return { profile_img: url };
    }),

    authed('post', ENDPOINTS.updateProfile, ({ db, body, viewer, dialect }) => {
      const username = str(body, 'username').trim();
      const bio = str(body, 'bio').trim();
      if (username.length < LIMITS.usernameMin) throw badRequest(MESSAGES.username);
      if (username.length > LIMITS.usernameMax || !/^[A-Za-z0-9._-]+$/.test(username)) {
        throw badRequest('Username can use up to 30 letters, digits, dots, dashes and underscores');
      }
      if (bio.length > LIMITS.bioMax) throw badRequest(MESSAGES.bio);
      const social_links = readSocialLinks(body.social_links, dialect);
      const owner = usernameHolder(db, username);
      if (owner && owner._id !== viewer._id)
        throw new HttpError(409, 'Username is already taken', { username });
      viewer.personal_info.username = username;
      viewer.personal_info.bio = bio;
      viewer.social_links = social_links;
      return { username };
    }),
  ];
}
