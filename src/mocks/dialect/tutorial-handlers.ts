/**
 * The tutorial dialect's own rules (decision 0018), served before the shared handlers: the calls the family
 * lacks, sign-up that signs in at once, and likes that toggle from the client's flag like the real servers.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import { escapeHtml } from '../../lib/escape-html';
import { signUpAccount } from '../handlers/auth';
import { nextId, nextTimestamp } from '../store/ids';
import type { BlogRecord, Db, UserRecord } from '../store/types';
import { findBlogById, sessionUser } from '../store/views';
import { bool, notFound, str, type Router } from '../handlers/route';

/** API-CONTRACT.md: many servers of the family lack these; Express answers its HTML 404 page. */
export const MISSING_CALLS: readonly string[] = [
  ENDPOINTS.verifyEmail,
  ENDPOINTS.resendCode,
  ENDPOINTS.forgotPassword,
  ENDPOINTS.favouriteBlogs,
  ENDPOINTS.favouriteBlogsCount,
  ENDPOINTS.getFollowers,
  ENDPOINTS.getFollowing,
  ENDPOINTS.getFollowersCount,
  ENDPOINTS.getFollowingCount,
  ENDPOINTS.followUser,
  ENDPOINTS.unfollowUser,
];

/** Express's own page for a route it does not have (its final handler), as the family's servers send it. */
export function expressNotFound(method: string, path: string): Response {
  const escaped = escapeHtml(path);
  const html = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${method} ${escaped}</pre>\n</body>\n</html>\n`;
  return new HttpResponse(html, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** Express's own page for an error a route handler threw (its final handler, NODE_ENV=production). */
export function expressError(message: string): Response {
  const escaped = escapeHtml(message);
  const html = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>SyntaxError: ${escaped}</pre>\n</body>\n</html>\n`;
  return new HttpResponse(html, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

const isLike = (viewer: UserRecord, blog: BlogRecord) => (item: Db['notifications'][number]) =>
  item.type === 'like' && item.user === viewer._id && item.blog === blog._id;

/** The family records a like as a notification (even on one's own blog) and asks for it to tell 'liked'. */
function addLike(db: Db, viewer: UserRecord, blog: BlogRecord): void {
  blog.activity.total_likes += 1;
  db.notifications.push({
    _id: nextId(db),
    type: 'like',
    blog: blog._id,
    notification_for: blog.author,
    user: viewer._id,
    comment: null,
    reply: null,
    replied_on_comment: null,
    seen: false,
    createdAt: nextTimestamp(db),
  });
  if (!db.likes.some((like) => like.user === viewer._id && like.blog === blog._id))
    db.likes.push({ user: viewer._id, blog: blog._id, likedAt: nextTimestamp(db) });
}

/** Removes one like: one notification, one from the count (never below 0, where a real server would go). */
function removeLike(db: Db, viewer: UserRecord, blog: BlogRecord): void {
  blog.activity.total_likes = Math.max(0, blog.activity.total_likes - 1);
  const index = db.notifications.findIndex(isLike(viewer, blog));
  if (index !== -1) db.notifications.splice(index, 1);
  if (!db.notifications.some(isLike(viewer, blog)))
    db.likes = db.likes.filter((like) => !(like.user === viewer._id && like.blog === blog._id));
}

export function tutorialHandlers({ open, authed }: Router): HttpHandler[] {
  return [
    ...MISSING_CALLS.map((path) =>
      http.all(`*${path}`, ({ request }) => expressNotFound(request.method, path)),
    ),

    // Sign-up signs the user in at once: no verification step (the answer is shaped in tutorial.ts).
    open('post', ENDPOINTS.signUp, ({ store, db, body }) => {
      const user = signUpAccount(store, db, body);
      user.verified = true;
      return sessionUser(db, user, store.issueToken(user._id));
    }),

    // Six of ten read `isLikedByUser` (SPEC's `islikedByUser` is ignored here) and toggle from it: a false
    // or missing flag adds a like and a notification even when the reader already liked the blog.
    authed('post', ENDPOINTS.likeBlog, ({ db, body, viewer }) => {
      const blog = findBlogById(db, str(body, '_id'));
      if (!blog || blog.draft) throw notFound('Blog not found');
      if (bool(body, 'isLikedByUser')) {
        removeLike(db, viewer, blog);
        return { liked_by_user: false };
      }
      addLike(db, viewer, blog);
      return { liked_by_user: true };
    }),

    authed('post', ENDPOINTS.isLikedByUser, ({ db, body, viewer }) => {
      const like = db.notifications.find(
        (item) =>
          item.type === 'like' && item.user === viewer._id && item.blog === str(body, '_id'),
      );
      return { result: like ? { _id: like._id } : null };
    }),
  ];
}
