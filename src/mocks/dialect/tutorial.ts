/**
 * The dialect of the family's deployed servers (API-CONTRACT.md, "What the deployed servers of this family
 * really send"; decision 0018): `MOCK_PROFILE=tutorial` on `npm run mock:server`. Answer shapes and statuses
 * live here; the few rules that differ (sign-up, likes, missing calls) in tutorial-handlers.ts.
 */
import { HttpResponse } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import { randomSignature } from '../store/ids';
import type { MockStore } from '../store/store';
import { jsonError, type AnswerContext, type Dialect } from './dialect';
import { HttpError } from '../handlers/route';
import { expressError, expressNotFound, tutorialHandlers } from './tutorial-handlers';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Calls whose failure the family answers as 500 `{ errors }` (their lists and counts). */
const LIST_CALLS: readonly string[] = [
  ENDPOINTS.latestBlogs,
  ENDPOINTS.allLatestBlogsCount,
  ENDPOINTS.searchBlogs,
  ENDPOINTS.searchBlogsCount,
  ENDPOINTS.trendingBlogs,
  ENDPOINTS.searchUsers,
  ENDPOINTS.getBlogComments,
  ENDPOINTS.getReplies,
  ENDPOINTS.notifications,
  ENDPOINTS.allNotificationsCount,
  ENDPOINTS.userWrittenBlogs,
  ENDPOINTS.userWrittenBlogsCount,
];

const SESSION_CALLS: readonly string[] = [ENDPOINTS.signIn, ENDPOINTS.signUp, ENDPOINTS.googleAuth];

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * All ten servers sign `{ id: <the user's _id> }` (jsonwebtoken adds `iat`): a client may read `id` without
 * verifying. The mock never verifies it either: the token is a key of the store's token table, so expiring
 * tokens (/__test/invalidate-tokens) works as in the default profile.
 */
export function jwtShapedToken(store: MockStore, userId: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ id: userId, iat: Math.floor(Date.now() / 1000) }));
  let token = `${header}.${payload}.${base64url(randomSignature())}`;
  while (store.db.tokens[token]) token = `${header}.${payload}.${base64url(randomSignature())}`;
  store.db.tokens[token] = userId;
  return token;
}

/**
 * The family's session answer (the store's `familySession`): by default the majority's four fields, with no
 * `_id`, no role and no notification flag; else the token named `accessToken`, or `_id` or `isAdmin` added,
 * and the full name possibly lowercased.
 */
function familySession(result: Record<string, unknown>, ctx: AnswerContext) {
  const issued = typeof result.access_token === 'string' ? result.access_token : '';
  const userId = ctx.store.db.tokens[issued] ?? (typeof result._id === 'string' ? result._id : '');
  // The default token gives way to the JWT-shaped one: one live token per sign-in.
  ctx.store.db.tokens = Object.fromEntries(
    Object.entries(ctx.store.db.tokens).filter(([token]) => token !== issued),
  );
  const token = jwtShapedToken(ctx.store, userId);
  const { fields, lowercaseFullname } = ctx.store.familySession;
  const fullname =
    lowercaseFullname && typeof result.fullname === 'string'
      ? result.fullname.toLowerCase()
      : result.fullname;
  const user = { profile_img: result.profile_img, username: result.username, fullname };
  switch (fields) {
    case 'accessToken':
      return { accessToken: token, ...user };
    case 'with-id':
      return { access_token: token, ...user, _id: userId };
    case 'with-isAdmin':
      return { access_token: token, ...user, isAdmin: result.isAdmin === true };
    default:
      return { access_token: token, ...user };
  }
}

/**
 * API-CONTRACT.md (measured 2026-11-27): mongoose drops an empty object when it saves, so a block whose data is
 * empty (a divider) is stored and answered without `data`.
 */
function minimized(content: unknown): unknown {
  if (!Array.isArray(content)) return content;
  return content.map((item) =>
    isRecord(item) && Array.isArray(item.blocks)
      ? {
          ...item,
          blocks: item.blocks.map((block) =>
            isRecord(block) && isRecord(block.data) && !Object.keys(block.data).length
              ? Object.fromEntries(Object.entries(block).filter(([key]) => key !== 'data'))
              : block,
          ),
        }
      : item,
  );
}

/** get-blog as the family answers it: never `draft` (also for a draft), blocks without empty `data`. */
function familyBlog(blog: Record<string, unknown>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(blog).filter(([key]) => key !== 'draft'));
  return { ...rest, content: minimized(blog.content) };
}

function withoutBlogAuthor(item: unknown): unknown {
  if (!isRecord(item) || !isRecord(item.blog)) return item;
  const { _id, blog_id, title } = item.blog;
  return { ...item, blog: { _id, blog_id, title } };
}

function answer(path: string, result: unknown, ctx: AnswerContext): unknown {
  if (!isRecord(result)) return result;
  if (path === ENDPOINTS.getBlog && isRecord(result.blog))
    return { ...result, blog: familyBlog(result.blog) };
  if (SESSION_CALLS.includes(path)) return familySession(result, ctx);
  if (path === ENDPOINTS.addComment) {
    const { comment, commentedAt, _id, children } = result;
    return { comment, commentedAt, _id, user_id: ctx.viewer?._id, children };
  }
  if (path === ENDPOINTS.deleteComment) return { success: true };
  if (path === ENDPOINTS.getUploadUrl && typeof result.uploadURL === 'string') {
    // Signed for image/jpeg, the content type among the signed headers (API-CONTRACT.md: some servers).
    return { uploadURL: `${result.uploadURL}&X-Amz-SignedHeaders=content-type%3Bhost` };
  }
  if (path === ENDPOINTS.notifications && Array.isArray(result.notifications)) {
    // The family populates a notification's blog with its title and blog_id only: never its author.
    return { ...result, notifications: result.notifications.map(withoutBlogAuthor) };
  }
  if (path === ENDPOINTS.getProfile) {
    // The bare user document: the family keeps no followers on it, and this server's schema has no LinkedIn
    // (update-profile answers as if it kept it: API-CONTRACT.md).
    const user = Object.fromEntries(
      Object.entries(result).filter(([key]) => key !== 'followers' && key !== 'following'),
    );
    if (!isRecord(user.social_links)) return user;
    const links = Object.entries(user.social_links).filter(([network]) => network !== 'linkedin');
    return { ...user, social_links: Object.fromEntries(links) };
  }
  return result;
}

/** The message the mock throws for search text that is no regular expression (the family's servers). */
const INVALID_REGEX = 'Invalid regular expression';

/**
 * API-CONTRACT.md: the family's servers use search text as a regular expression (`new RegExp(query, 'i')`);
 * one that is not valid ('c++') answers Express's HTML 500 page.
 */
function searchMatcher(query: string): ((text: string) => boolean) | null {
  if (!query) return null;
  let pattern: RegExp;
  try {
    pattern = new RegExp(query, 'i');
  } catch {
    throw new HttpError(500, `${INVALID_REGEX}: /${query}/: Nothing to repeat`);
  }
  return (text) => pattern.test(text);
}

/**
 * MongoDB's own text for a second document with a unique index's value. The family's update-profile tests the
 * error's code against 110000 instead of 11000, so this text is what a taken username answers (API-CONTRACT.md).
 */
const duplicateKey = (username = '') =>
  `E11000 duplicate key error collection: blog.users index: personal_info.username_1 dup key: { personal_info.username: ${JSON.stringify(username)} }`;

function error(
  path: string,
  status: number,
  message: string,
  detail: Readonly<Record<string, string>> = {},
): Response {
  if (status === 500 && message.startsWith(INVALID_REGEX)) return expressError(message);
  if (path === ENDPOINTS.getProfile && status === 404) return HttpResponse.json(null);
  // get-blog finds no blog and reads its author anyway: the runtime's crash, as a 500 (API-CONTRACT.md).
  if (path === ENDPOINTS.getBlog && status === 404)
    return jsonError(500, "Cannot read properties of null (reading 'author')");
  // delete-blog of a blog that is gone reads the `_id` of the null it found (docs/decisions/0055).
  if (path === ENDPOINTS.deleteBlog && status === 404)
    return jsonError(500, "Cannot read properties of null (reading '_id')");
  if (path === ENDPOINTS.deleteComment && status === 403)
    return jsonError(403, "You can't delete this comment");
  if (path === ENDPOINTS.signUp && status === 409) return jsonError(500, message);
  if (path === ENDPOINTS.updateProfile && status === 409)
    return jsonError(500, duplicateKey(detail.username));
  // Validation errors, a wrong password and an unknown email: 403 with `{ error }`.
  if (status === 400 || (path === ENDPOINTS.signIn && status === 404))
    return jsonError(403, message);
  if (status >= 500 && LIST_CALLS.includes(path)) {
    return HttpResponse.json({ errors: message }, { status });
  }
  return jsonError(status, message);
}

export const tutorialDialect: Dialect = {
  name: 'tutorial',
  everyoneWrites: true,
  marksNotificationsSeen: false,
  keepsSentBlogAuthor: true,
  repliesNewestFirst: true,
  invalidTokenStatus: 403,
  postCount: 'increments',
  editsMissingQuietly: true,
  overwritesParentCount: true,
  socialHostByName: true,
  handlers: tutorialHandlers,
  answer,
  error,
  notFound: expressNotFound,
  searchMatcher,
  fault(path, fault) {
    if (fault.kind !== 'status' || fault.status < 500 || !LIST_CALLS.includes(path))
      return undefined;
    if (fault.body && fault.body !== 'json') return undefined;
    const message = fault.message ?? `Simulated server error (${fault.status})`;
    return HttpResponse.json({ errors: message }, { status: fault.status });
  },
};
