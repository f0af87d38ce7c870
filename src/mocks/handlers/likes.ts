/**
 * Likes and favourites (SPEC §4 Like; §7). like-blog is idempotent per user, unlike the real servers that
 * let a replayed request inflate the count (API-CONTRACT.md). A user's favourites are the blogs they liked.
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../../config/endpoints';
import { nextTimestamp } from '../store/ids';
import { addNotification, removeNotifications } from '../store/notify';
import { PAGE_SIZES } from '../store/rules';
import type { BlogRecord, Db } from '../store/types';
import { blogSummary, findBlogById, findUser, newestFirst, pageOf } from '../store/views';
import { bool, notFound, num, str, type Router } from './route';

function favourites(db: Db, profileId: string): BlogRecord[] {
  if (!findUser(db, profileId)) throw notFound('User not found');
  const liked = newestFirst(
    db.likes.filter((like) => like.user === profileId),
    (like) => like.likedAt,
  );
  return liked
    .map((like) => findBlogById(db, like.blog))
    .filter((blog): blog is BlogRecord => Boolean(blog && !blog.draft));
}

export function likeHandlers({ authed, optional }: Router): HttpHandler[] {
  return [
    authed('post', ENDPOINTS.likeBlog, ({ db, body, viewer }) => {
      const blog = findBlogById(db, str(body, '_id'));
      if (!blog || blog.draft) throw notFound('Blog not found');
      const index = db.likes.findIndex(
        (like) => like.user === viewer._id && like.blog === blog._id,
      );
      // SPEC §4: the client sends the prior liked flag; false means "like it", true means "unlike it".
      if (!bool(body, 'islikedByUser')) {
        if (index === -1) {
          db.likes.push({ user: viewer._id, blog: blog._id, likedAt: nextTimestamp(db) });
          blog.activity.total_likes += 1;
          addNotification(db, {
            type: 'like',
            blog: blog._id,
            notification_for: blog.author,
            user: viewer._id,
          });
        }
        return { liked_by_user: true };
      }
      if (index !== -1) {
        db.likes.splice(index, 1);
        blog.activity.total_likes = Math.max(0, blog.activity.total_likes - 1);
        removeNotifications(
          db,
          (item) => item.type === 'like' && item.user === viewer._id && item.blog === blog._id,
        );
      }
      return { liked_by_user: false };
    }),

    authed('post', ENDPOINTS.isLikedByUser, ({ db, body, viewer }) => ({
      result: db.likes.some((like) => like.user === viewer._id && like.blog === str(body, '_id')),
    })),

    authed('post', ENDPOINTS.favouriteBlogs, ({ db, body }) => ({
      results: pageOf(
        favourites(db, str(body, 'profileId')),
        num(body, 'page', 1),
        PAGE_SIZES.favourites,
      ).map((blog) => blogSummary(db, blog)),
    })),

    optional('post', ENDPOINTS.favouriteBlogsCount, ({ db, body }) => ({
      totalDocs: favourites(db, str(body, 'profileId')).length,
    })),
  ];
}
